// English texts of the app shell (namespace `shell`): top bar, side menu, logout dialog, theme.
import { PRIMARY_NAMES, SURFACE_NAMES } from '@/theme/palettes';

const names = (list: readonly string[]) => Object.fromEntries(list.map((name) => [name, name]));

export const shellEn = {
  appName: 'Home Kitchen Chef',
  toggleDarkMode: 'Toggle dark mode',
  themeSettings: 'Theme settings',
  toggleMenu: 'Toggle menu',
  userMenu: 'User menu',
  profile: 'Profile',
  changePassword: 'Change password',
  logout: 'Logout',
  mainMenu: 'Main menu',
  closeMenu: 'Close menu',
  menu: {
    home: 'Home',
    kitchen: 'Kitchen',
    profile: 'Profile',
    activeOrder: 'Active Order',
    orderHistory: 'Order History',
    foods: 'Foods',
    support: 'Support',
    journal: 'Journal',
  },
  logoutDialog: {
    title: 'Confirm logout',
    message: 'Are you sure you want to log out?',
    cancel: 'Cancel',
    confirm: 'Logout',
  },
  theme: {
    title: 'Theme',
    close: 'Close',
    primary: 'Primary',
    surface: 'Surface',
    menuMode: 'Menu mode',
    static: 'Static',
    overlay: 'Overlay',
    customColour: 'Custom colour',
    darkMode: 'Dark mode',
    primaryNames: names(PRIMARY_NAMES),
    surfaceNames: names(SURFACE_NAMES),
  },
};
