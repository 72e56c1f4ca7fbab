// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { swipeKeyAction, type SwipeKey } from './swipe-keys';

const key = (overrides: Partial<SwipeKey>): SwipeKey => ({
  key: 'ArrowRight',
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  defaultPrevented: false,
  target: document.body,
  ...overrides,
});

describe('swipeKeyAction', () => {
  it('likes on ArrowRight and passes on ArrowLeft', () => {
    expect(swipeKeyAction(key({ key: 'ArrowRight' }))).toBe('like');
    expect(swipeKeyAction(key({ key: 'ArrowLeft' }))).toBe('pass');
    const button = document.createElement('button');
    expect(swipeKeyAction(key({ key: 'ArrowLeft', target: button }))).toBe('pass');
  });

  it('ignores other keys, modifier keys and keys handled already', () => {
    for (const other of ['ArrowUp', 'ArrowDown', 'Enter', ' ', 'a'])
      expect(swipeKeyAction(key({ key: other }))).toBeNull();
    for (const modifier of ['altKey', 'ctrlKey', 'metaKey', 'shiftKey'] as const) {
      expect(swipeKeyAction(key({ [modifier]: true }))).toBeNull();
    }
    expect(swipeKeyAction(key({ defaultPrevented: true }))).toBeNull();
  });

  it('leaves the arrows to text fields, lists and an open dialog (the match modal)', () => {
    for (const tag of ['input', 'textarea', 'select']) {
      expect(swipeKeyAction(key({ target: document.createElement(tag) }))).toBeNull();
    }
    const dialog = document.createElement('dialog');
    const inDialog = document.createElement('button');
    dialog.append(inDialog);
    document.body.append(dialog);
    expect(swipeKeyAction(key({ target: inDialog }))).toBeNull();
    dialog.remove();
  });
});
