/** Shapes of the menu and footer links; the links themselves are server data (server/content/navigation.ts). */
export interface NavLink {
  label: string;
  href: string;
}
export interface NavGroup extends NavLink {
  items: NavLink[];
}
