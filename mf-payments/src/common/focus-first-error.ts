/**
 * After a refused step, moves focus to the first field marked invalid (or the step's alert), so a
 * keyboard or screen-reader user lands on what needs fixing. Runs after React has rendered the marks.
 */
export function focusFirstError(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
    if (!target) return;
    if (target.getAttribute('role') === 'alert' && !target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
  });
}
