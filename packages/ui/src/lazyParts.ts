// What the kit's components load on demand, in one chunk (see lazyImports.ts).
export { Calendar } from './Calendar/Calendar';
export { VirtualList } from './ComboBox/VirtualList';
