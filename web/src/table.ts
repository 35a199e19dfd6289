// The table page lives in web/src/table/ (one small file per part); main.ts imports it from here.
export { showTable } from './table/page.js';
