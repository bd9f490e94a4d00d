import { bootswatchThemes } from 'virtual:bootswatch-themes';

/** The Bootswatch theme names, for the settings page. */
export const bootswatchThemeNames = Object.keys(bootswatchThemes);
