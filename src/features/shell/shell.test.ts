import { describe, expect, it } from 'vitest';
import { shellEn } from './i18n.en';
import { isOverlayMenu } from './menu-layout';
import { menuGroups, onboardingMenu, visibleMenu, type MenuGroup } from './menu-items';

function text(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], shellEn);
}

describe('side menu', () => {
  it('has the Home group with the six items of the spec, the earnings and the journal, in order', () => {
    const [home] = visibleMenu();
    expect(text(home!.label)).toBe('Home');
    expect(home!.items.map((item) => [text(item.label), item.to])).toEqual([
      ['Kitchen', '/kitchen'],
      ['Profile', '/profile'],
      ['Active Order', '/orders/active'],
      ['Order History', '/orders/history'],
      ['Earnings', '/earnings'],
      ['Foods', '/foods'],
      ['Support', '/tickets'],
      ['Journal', '/journal'],
    ]);
  });

  it('hides items whose visibility flag is false, and groups left empty', () => {
    const [home] = menuGroups;
    const groups: MenuGroup[] = [
      { ...home!, items: home!.items.map((item) => ({ ...item, visible: item.to !== '/foods' })) },
      { label: 'menu.home', items: home!.items.map((item) => ({ ...item, visible: false })) },
    ];
    const shown = visibleMenu(groups);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.items.map((item) => item.to)).not.toContain('/foods');
    expect(shown[0]!.items).toHaveLength(7);
  });

  it('shows a chef not approved yet only what they can use, and their onboarding steps', () => {
    const [home] = visibleMenu(undefined, false);
    expect(home!.items.map((item) => item.to)).toEqual(['/profile', '/journal']);
    expect(onboardingMenu('personal_info_filled')).toEqual([
      { step: 'profile', state: 'done' },
      { step: 'documents', state: 'current' },
      { step: 'contract', state: 'upcoming' },
      { step: 'review', state: 'upcoming' },
    ]);
    expect(onboardingMenu('need_admin_approval').map((step) => step.state)).toEqual(['done', 'done', 'done', 'current']);
    expect(onboardingMenu('approved')).toEqual([]);
    expect(onboardingMenu('suspended')).toEqual([]);
  });

  it('lies over the content on phones and tablets, or in overlay mode', () => {
    expect(isOverlayMenu(true, 'static')).toBe(false);
    expect(isOverlayMenu(true, 'overlay')).toBe(true);
    expect(isOverlayMenu(false, 'static')).toBe(true);
    expect(isOverlayMenu(false, 'overlay')).toBe(true);
  });

  it('has the agreed texts', () => {
    expect([shellEn.toggleDarkMode, shellEn.themeSettings, shellEn.toggleMenu, shellEn.userMenuOf, shellEn.skipToContent]).toEqual([
      'Toggle dark mode', 'Theme settings', 'Toggle menu', 'User menu, {{initials}}', 'Skip to content',
    ]);
    expect(shellEn.logoutDialog).toMatchObject({ title: 'Confirm logout', message: 'Are you sure you want to log out?', cancel: 'Cancel', confirm: 'Logout' });
    expect(shellEn.theme.primaryNames.noir).toBe('noir');
  });
});
