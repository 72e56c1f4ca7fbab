import type { CSSProperties } from 'react';
import type { LanderMember } from '@app/shared/contract/landers';
import { MemberCard } from './member-card';
import './member-grid.css';

/** Columns of a grid: on a phone, and from 768 px on. */
export interface GridColumns {
  base: number;
  md: number;
}

const gridStyle = ({ base, md }: GridColumns) => ({ '--grid-cols': base, '--grid-cols-md': md }) as CSSProperties;

export interface MemberGridProps {
  members: readonly LanderMember[];
  columns: GridColumns;
  /** The photos' `sizes`, right for those columns. */
  sizes: string;
  /** How many photos are in the first row on a phone: loaded first. */
  priority: number;
}

/** Members as a grid of cards (photo, name, age, place, the fictional mark). */
export function MemberGrid({ members, columns, sizes, priority }: MemberGridProps) {
  return (
    <ul className="member-grid" style={gridStyle(columns)}>
      {members.map((member, index) => (
        <li key={member.id}>
          <MemberCard member={member} sizes={sizes} priority={index < priority} />
        </li>
      ))}
    </ul>
  );
}

/** The grid's place while its members arrive: the same squares, so nothing moves when they come. */
export function MemberGridPlaceholder({ count, columns }: { count: number; columns: GridColumns }) {
  return (
    <ul className="member-grid" style={gridStyle(columns)} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className="ratio ratio-1x1 rounded-3 bg-body-secondary" />
          <div className="small pt-1">
            <span className="member-grid-line d-block placeholder rounded" />
            <span className="member-grid-line d-block placeholder rounded" />
          </div>
        </li>
      ))}
    </ul>
  );
}
