export type { RadioGroupProps, RadioProps } from './RadioGroup';
export { Radio, RadioGroup } from './RadioGroup';
