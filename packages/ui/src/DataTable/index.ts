export type {
  DataTableColumn,
  DataTableInfo,
  DataTableProps,
  DataTableRowAction,
  DataTableRowTone,
  DataTableTexts,
  DataTableValue,
} from './DataTable';
export { DataTable, dataTableTexts } from './DataTable';
export type { DataTableCardDetail, DataTableCardLayout, DataTableCardSlot } from './DataTableCards';
