// The side menu, placed by the page layout.
export { SideMenu } from './side-menu';
