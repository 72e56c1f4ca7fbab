/** Whether the site runs as an installed app (display mode standalone), as the spec's "installed app". */
export function detectInstalledApp(win: Window | undefined = globalThis.window): boolean {
  if (!win) return false;
  const standalone = win.matchMedia?.('(display-mode: standalone)').matches ?? false;
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || iosStandalone;
}
