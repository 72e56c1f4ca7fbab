import { useId, type ReactNode } from 'react';

export interface ProfileSectionProps {
  title: string;
  /** The section's anchor on /profile (e.g. `#photos`). */
  id: string;
  children: ReactNode;
}

/** One titled card of /profile; its heading names the region for screen readers. */
export function ProfileSection({ title, id, children }: ProfileSectionProps) {
  const headingId = useId();
  return (
    <section id={id} className="card shadow-sm mb-4" aria-labelledby={headingId}>
      <div className="card-body p-3 p-sm-4">
        <h2 id={headingId} className="h4 card-title mb-3">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
