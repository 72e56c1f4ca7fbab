import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter } from './create-router';
import { useLocation, useParams, useRouteError, useSearchParams } from './hooks';
import { Link, Navigate, NavLink } from './links';
import { Outlet } from './outlet';
import { MemoryRouter, RouterProvider } from './router-provider';

function Where() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

const where = () => screen.getByRole('status').textContent;

describe('router components', () => {
  afterEach(cleanup);

  it('navigates on a plain click of a link, and leaves a modified click to the browser', () => {
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Link to="/b?x=1">to b</Link>
        <Where />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'to b' });
    expect(link.getAttribute('href')).toBe('/b?x=1');
    fireEvent.click(link, { ctrlKey: true });
    expect(where()).toBe('/a');
    fireEvent.click(link);
    expect(where()).toBe('/b?x=1');
  });

  it('marks the navigation link of the current page and of the pages below it', () => {
    render(
      <MemoryRouter initialEntries={['/members/42']}>
        <NavLink to="/members" className="nav-link">
          members
        </NavLink>
        <NavLink to="/chats">chats</NavLink>
        <NavLink to="/members" end>
          exactly members
        </NavLink>
      </MemoryRouter>,
    );
    const members = screen.getByRole('link', { name: 'members' });
    expect(members.className).toBe('nav-link active');
    expect(members.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'chats' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'exactly members' }).className).toBe('');
  });

  it('reads and sets the query of the address', () => {
    function Filter() {
      const [params, setParams] = useSearchParams();
      return (
        <button type="button" onClick={() => setParams({ gender: 'female', page: '2' })}>
          {params.get('gender') ?? 'any'}
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/members?gender=male']}>
        <Filter />
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'male' }));
    expect(screen.getByRole('button', { name: 'female' })).toBeTruthy();
    expect(where()).toBe('/members?gender=female&page=2');
  });

  it('renders nested routes through the outlet with the parameters of the match', async () => {
    function Profile() {
      return <p>profile {useParams().id}</p>;
    }
    const router = createMemoryRouter(
      [
        {
          element: (
            <main>
              <Outlet />
            </main>
          ),
          children: [{ path: '/members/:id', element: <Profile /> }],
        },
      ],
      { initialEntries: ['/members/7'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('main').textContent).toBe('profile 7');
    await act(() => router.navigate('/members/8'));
    expect(screen.getByRole('main').textContent).toBe('profile 8');
  });

  it('shows the fallback until the first page has loaded, then the page', async () => {
    let finish!: () => void;
    const loaded = new Promise<void>((resolve) => (finish = resolve));
    const router = createMemoryRouter(
      [
        {
          hydrateFallbackElement: <p>loading</p>,
          children: [{ path: '/a', element: <p>page</p>, loader: () => loaded }],
        },
      ],
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => finish());
    expect(screen.getByText('page')).toBeTruthy();
  });

  it('shows the error element when a page fails to render, and the next page after a navigation', async () => {
    function Broken(): never {
      throw new Error('broken page');
    }
    function ErrorView() {
      return <p>error: {(useRouteError() as Error).message}</p>;
    }
    const router = createMemoryRouter(
      [
        {
          errorElement: <ErrorView />,
          children: [
            { path: '/broken', element: <Broken /> },
            { path: '/fine', element: <p>fine</p> },
          ],
        },
      ],
      { initialEntries: ['/broken'] },
    );
    const quiet = console.error;
    console.error = () => {};
    render(<RouterProvider router={router} />);
    console.error = quiet;
    expect(screen.getByText('error: broken page')).toBeTruthy();
    await act(() => router.navigate('/fine'));
    expect(screen.getByText('fine')).toBeTruthy();
  });

  it('navigates once from a Navigate element, replacing the address', async () => {
    const router = createMemoryRouter(
      [
        { path: '/old', element: <Navigate to="/new" replace /> },
        { path: '/new', element: <Where /> },
      ],
      { initialEntries: ['/old'] },
    );
    render(<RouterProvider router={router} />);
    await act(async () => {});
    expect(where()).toBe('/new');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps rendering the children a memory router is given', () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return (
        <MemoryRouter>
          <button type="button" onClick={() => setCount(count + 1)}>
            count {count}
          </button>
        </MemoryRouter>
      );
    }
    render(<Counter />);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('count 1');
  });
});
