import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@app/shared/router';
import { afterEach, describe, expect, it } from 'vitest';
import { NavLinkBadge, type NavLinkBadgeProps } from './nav-link-badge';

function renderBadge(props: Partial<NavLinkBadgeProps> = {}) {
  return render(
    <MemoryRouter initialEntries={['/members']}>
      <NavLinkBadge to="/chats" label="Messages" icon={<svg aria-hidden="true" />} {...props} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
});

describe('NavLinkBadge', () => {
  it('links to its page with its label', () => {
    renderBadge();
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/chats');
    expect(link.textContent).toContain('Messages');
  });

  it('shows no badge without a count', () => {
    renderBadge();
    expect(screen.queryByTestId('badge-chats')).toBeNull();
  });

  it('shows no badge at 0', () => {
    renderBadge({ count: 0 });
    expect(screen.queryByTestId('badge-chats')).toBeNull();
  });

  it('shows the count', () => {
    renderBadge({ count: 7 });
    expect(screen.getByTestId('badge-chats').textContent).toBe('7');
  });

  it('shows 99+ above 99', () => {
    renderBadge({ count: 150 });
    expect(screen.getByTestId('badge-chats').textContent).toBe('99+');
  });

  it('adds the accessible text for the count', () => {
    renderBadge({ count: 3, countLabel: '3 unread messages' });
    const badge = screen.getByTestId('badge-chats');
    expect(badge.textContent).toBe('3 3 unread messages');
    expect(badge.querySelector('.visually-hidden')?.textContent).toBe(' 3 unread messages');
  });

  it('uses the badge class it is given', () => {
    renderBadge({ count: 2, badgeClass: 'bg-likes' });
    expect(screen.getByTestId('badge-chats').className).toContain('bg-likes');
  });

  it('marks the link of the current page active', () => {
    render(
      <MemoryRouter initialEntries={['/chats']}>
        <NavLinkBadge to="/chats" label="Messages" icon={null} />
        <NavLinkBadge to="/likes" label="Likes" icon={null} />
      </MemoryRouter>,
    );
    const [chats, likes] = screen.getAllByRole('link');
    expect(chats?.getAttribute('aria-current')).toBe('page');
    expect(likes?.getAttribute('aria-current')).toBeNull();
  });
});
