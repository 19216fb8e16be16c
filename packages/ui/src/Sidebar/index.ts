export type { SidebarItem, SidebarProps } from './Sidebar';
export { Sidebar } from './Sidebar';
