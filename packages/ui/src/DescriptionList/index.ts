export type {
  DescriptionListAction,
  DescriptionListItem,
  DescriptionListProps,
} from './DescriptionList';
export { DescriptionList } from './DescriptionList';
