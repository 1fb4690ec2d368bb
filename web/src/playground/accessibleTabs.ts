/**
 * GraphiQL 5 marks each operation tab `role="tab"` around two buttons (open it, close it): controls nested in a
 * control, which a screen reader cannot reach (axe: nested-interactive). Here the tab bar reads as what it is, a
 * list of buttons: the tab roles go, and the open tab's button says so with `aria-current`. GraphiQL (React) sets
 * `aria-selected` again when another tab opens, so an observer keeps the bar this way while the page lives.
 */
export function keepTabsAccessible(root: HTMLElement): () => void {
  const fix = () => {
    root.querySelectorAll('.graphiql-tabs[role="tablist"]').forEach((list) => list.removeAttribute('role'));
    root.querySelectorAll<HTMLElement>('.graphiql-tab').forEach((tab) => {
      tab.removeAttribute('role');
      if (!tab.hasAttribute('aria-selected')) return;
      const open = tab.getAttribute('aria-selected') === 'true';
      tab.removeAttribute('aria-selected');
      const button = tab.querySelector('.graphiql-tab-button');
      if (open) button?.setAttribute('aria-current', 'true');
      else button?.removeAttribute('aria-current');
    });
  };
  fix();
  const observer = new MutationObserver(fix);
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['role', 'aria-selected'],
  });
  return () => observer.disconnect();
}
