declare module 'virtual:bootswatch-themes' {
  /** Bootswatch theme name -> loads the theme's stylesheet and gives its URL. */
  export const bootswatchThemes: Record<string, () => Promise<string>>;
}
