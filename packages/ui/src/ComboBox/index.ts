export type { SelectItemProps as ComboBoxItemProps } from '../Select/Select';
export type { ComboBoxProps } from './ComboBox';
export { ComboBox, ComboBoxItem } from './ComboBox';
