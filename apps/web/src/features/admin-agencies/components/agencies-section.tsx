import { Outlet } from 'react-router';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/layout/page-header';
import { SectionTabs } from '../../../components/admin/section-tabs';

const TABS = [
  { to: paths.admin.agencyAdd, label: 'AGGIUNGI' },
  { to: paths.admin.agencyList, label: 'LISTA' },
  { to: paths.admin.agencyFimaa, label: 'FIMAA' },
  { to: paths.admin.agencyDisplayRata, label: 'DISPLAY RATA' },
] as const;

/** /admin/agenzie: the tabs AGGIUNGI, LISTA, FIMAA (spec section 2) and DISPLAY RATA (decision 115) over the chosen page. */
export function AgenciesSection() {
  return (
    <>
      <PageHeader eyebrow="Amministrazione" title="Agenzie" />
      <SectionTabs label="Sezioni agenzie" tabs={TABS} />
      <Outlet />
    </>
  );
}
