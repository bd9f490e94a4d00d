import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme } from './apply-theme.ts';
import { bootswatchThemeNames } from './bootswatch-theme-names.ts';

const themeLink = () => document.getElementById('signshop-theme');

afterEach(() => applyTheme({ kind: 'default' }));

describe('applyTheme', () => {
  it('offers every Bootswatch theme by name', () => {
    expect(bootswatchThemeNames).toHaveLength(26);
    expect(bootswatchThemeNames).toEqual(expect.arrayContaining(['cerulean', 'darkly', 'minty', 'zephyr']));
  });

  it('links an external stylesheet and removes it for the default look', async () => {
    await applyTheme({ kind: 'external', name: 'Remote', url: 'https://cdn.example.com/t.css' });
    expect(themeLink()?.getAttribute('href')).toBe('https://cdn.example.com/t.css');
    expect(document.documentElement.dataset.theme).toBe('Remote');
    await applyTheme({ kind: 'default' });
    expect(themeLink()).toBeNull();
    expect(document.documentElement.dataset.theme).toBe('');
  });

  it('shows nothing extra for a name that is no theme', async () => {
    await applyTheme({ kind: 'bootswatch', name: 'no-such-theme' });
    expect(themeLink()).toBeNull();
  });
});
