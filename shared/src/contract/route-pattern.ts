/**
 * One route pattern of the site's router (`@app/shared/router`): static segments, `:param`, `:param?`
 * and a trailing `*`, matched without regard to case and with any trailing slash, as react-router did
 * before (ADR 0020). The server ranks the routes it preloads for by the same rule.
 */
export type Params = Record<string, string | undefined>;

export interface PatternMatch {
  params: Params;
  /** Higher is more specific: static segments outrank parameters, parameters outrank a splat. */
  score: number;
}

const STATIC = 10;
const DYNAMIC = 3;
const SPLAT_PENALTY = -2;

function escape(text: string): string {
  return text.replace(/[\\.*+^${}|()[\]?]/g, '\\$&');
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The segments of a path as written, without empty ones at the ends. */
function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** A function that matches a pathname against one pattern. */
export function compileRoutePattern(pattern: string): (pathname: string) => PatternMatch | null {
  const segments = segmentsOf(pattern);
  const splat = segments.at(-1) === '*';
  if (splat) segments.pop();
  const names: string[] = [];
  let source = '^';
  for (const segment of segments) {
    const param = /^:([\w-]+)(\?)?$/.exec(segment);
    if (!param) {
      source += `/${escape(segment)}`;
      continue;
    }
    names.push(param[1]!);
    source += param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
  }
  source += splat ? '(?:/(.*))?/*$' : '/*$';
  if (splat) names.push('*');
  const staticCount = segments.filter((segment) => !segment.startsWith(':')).length;
  const matcher = new RegExp(source, 'i');
  return (pathname) => {
    const found = matcher.exec(pathname);
    if (!found) return null;
    const params: Params = {};
    let present = 0;
    names.forEach((name, index) => {
      const value = found[index + 1];
      if (name === '*') params['*'] = value ? decode(value) : '';
      else if (value !== undefined) {
        params[name] = decode(value);
        present += 1;
      }
    });
    return { params, score: staticCount * STATIC + present * DYNAMIC + (splat ? SPLAT_PENALTY : 0) };
  };
}
