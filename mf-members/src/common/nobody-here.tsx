import { Link } from '@app/shared/router';

/** A notice that there is nobody to show here (yet), with a link to search the members instead. */
export function NobodyHere({ text, linkText }: { text: string; linkText: string }) {
  return (
    <div className="alert alert-info d-flex flex-wrap align-items-center gap-2">
      <span className="me-auto">{text}</span>
      <Link to="/members" className="btn btn-sm btn-primary">
        {linkText}
      </Link>
    </div>
  );
}
