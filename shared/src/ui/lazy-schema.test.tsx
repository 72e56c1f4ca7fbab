import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useLazySchema, type LazySchema } from './lazy-schema';

const Schema = z.object({ email: z.string().min(1) });

function Form({
  importer,
  onSchema,
}: {
  importer: () => Promise<typeof Schema>;
  onSchema: (s: LazySchema<typeof Schema>) => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  onSchema(useLazySchema(importer, form));
  return (
    <form ref={form}>
      <label>
        Email
        <input name="email" />
      </label>
    </form>
  );
}

afterEach(cleanup);

describe('useLazySchema', () => {
  it('loads the schema at the first focus in the form, once, not with the page', async () => {
    const importer = vi.fn(() => Promise.resolve(Schema));
    let schema!: LazySchema<typeof Schema>;
    render(<Form importer={importer} onSchema={(value) => (schema = value)} />);
    expect(importer).not.toHaveBeenCalled();
    expect(schema.current()).toBeNull();
    await act(async () => {
      fireEvent.focusIn(screen.getByLabelText('Email'));
    });
    fireEvent.focusIn(screen.getByLabelText('Email'));
    expect(importer).toHaveBeenCalledTimes(1);
    expect(schema.current()).toBe(Schema);
  });

  it('loads it on a submit without a focus first, and hands it to the submit', async () => {
    const importer = vi.fn(() => Promise.resolve(Schema));
    let schema!: LazySchema<typeof Schema>;
    render(<Form importer={importer} onSchema={(value) => (schema = value)} />);
    await expect(schema.load()).resolves.toBe(Schema);
    await expect(schema.load()).resolves.toBe(Schema);
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
