import { activeTheme, readThemeSettings, themeSource, timeOfDay } from '@signshop/domain';
import { useEffect, useState } from 'react';
import { useSession } from '../../platform/session.tsx';
import { applyTheme } from '../../platform/theme/apply-theme.ts';

/** The time of day (HH:MM), re-read every minute so scheduled themes follow the clock. */
export function useTimeOfDay(): string {
  const [time, setTime] = useState(() => timeOfDay(new Date()));
  useEffect(() => {
    const timer = setInterval(() => setTime(timeOfDay(new Date())), 60_000);
    return () => clearInterval(timer);
  }, []);
  return time;
}

/** Shows the signed-in user's theme for the current time of day; signed out, the default look. */
export function ThemeController() {
  const { user } = useSession();
  const time = useTimeOfDay();
  const settings = readThemeSettings(user?.settings?.theme_settings);
  const source = themeSource(settings, activeTheme(settings, time));
  const key = JSON.stringify(source);
  useEffect(() => {
    void applyTheme(JSON.parse(key) as typeof source);
  }, [key]);
  return null;
}
