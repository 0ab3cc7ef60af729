// The side menu, placed by the page layout.
export { SideMenu, menuItemsFor } from './side-menu';
