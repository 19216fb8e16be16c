export type { SidebarItem, SidebarProps } from './Sidebar';
export { findCurrentItem, Sidebar } from './Sidebar';
