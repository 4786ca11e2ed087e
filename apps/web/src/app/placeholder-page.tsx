import { useMatches } from 'react-router';
import { paths } from '../config/paths';
import { ComingSoon } from '../components/layout/coming-soon';
import { deepestHandle, titleOf } from './route-handle';

function backLinkFor(pathname: string): { to: string; label: string } {
  if (pathname.startsWith(paths.admin.root)) return { to: paths.admin.hub, label: 'Torna all’hub' };
  if (pathname.startsWith(paths.reserved.root))
    return { to: paths.reserved.hub, label: 'Torna all’hub' };
  return { to: paths.home, label: 'Torna alla home page' };
}

/** A route whose page arrives in a later release: its handle gives title and text. */
export function PlaceholderPage() {
  const matches = useMatches();
  const last = matches[matches.length - 1];
  const back = backLinkFor(last?.pathname ?? '/');
  return (
    <ComingSoon
      title={titleOf(matches) ?? 'Sezione in arrivo'}
      description={deepestHandle(matches)?.description}
      backTo={back.to}
      backLabel={back.label}
    />
  );
}
