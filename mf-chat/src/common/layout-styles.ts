import type { CSSProperties } from 'react';

/**
 * The few styles Bootstrap's utilities do not cover (inline, so the remote ships no stylesheet of its
 * own). A chat screen fills the viewport of the bare chat layout; dvh keeps the composer above a
 * phone's toolbars.
 */
export const pageStyle: CSSProperties = { height: '100dvh', minWidth: 0 };

/** The conversation list beside a chat, from 992 px. */
export const asideStyle: CSSProperties = { width: '20rem', flexShrink: 0 };

/** A message: wrapped and never wider than its column, so nothing scrolls sideways at 320 px. */
export const bubbleStyle: CSSProperties = {
  maxWidth: 'min(80%, 36rem)',
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
};

/** A photo in a message. */
export const messagePhotoStyle: CSSProperties = {
  display: 'block',
  maxWidth: '100%',
  maxHeight: '16rem',
  width: 'auto',
  height: 'auto',
  borderRadius: '0.5rem',
};

/** The composer's textarea grows with its text to a few lines (field-sizing), never sideways. */
export const composerTextStyle = {
  resize: 'none',
  minHeight: '2.4rem',
  maxHeight: '8rem',
  fieldSizing: 'content',
} as CSSProperties;

/** From this width the conversation list shows beside a chat (Bootstrap's `lg`, as `d-lg-flex`). */
export const ASIDE_MEDIA = '(min-width: 992px)';
