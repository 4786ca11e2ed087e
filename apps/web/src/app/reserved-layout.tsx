import { Outlet } from 'react-router';
import { paths } from '../config/paths';
import { AreaShell, type AreaNavItem } from '../components/layout/area-shell';
import { SidebarBackLink, SidebarButton, SidebarProfile } from '../components/layout/sidebar-parts';
import { useLogoutElsewhere, useUserLogout } from '../features/auth/hooks/use-logout';
import { useCurrentAgency } from '../features/reserved/api/get-current-agency';
import { AgencyProfile } from '../features/reserved/components/agency-profile';
import { usePublicConfig } from '../lib/public-config-context';

const NAV: readonly AreaNavItem[] = [
  { to: paths.reserved.hub, label: 'HUB' },
  { to: paths.reserved.appointments, label: 'APPUNTAMENTI' },
  { to: paths.reserved.referrals, label: 'SEGNALA UN CLIENTE' },
  { to: paths.reserved.contest, label: 'CONCORSO' },
  { to: paths.reserved.settings, label: 'IMPOSTAZIONI' },
];

/** Internal agents are not ranked: no CONCORSO in their sidebar (the server refuses the page too). */
const AGENT_NAV = NAV.filter((item) => item.to !== paths.reserved.contest).map((item) =>
  // An internal agent decides on its agencies' referrals rather than sending its own.
  item.to === paths.reserved.referrals ? { ...item, label: 'SEGNALAZIONI' } : item,
);

/**
 * Until the account is known, only the entries both kinds share, under the same name:
 * CONCORSO and the referrals' entry appear once it is, instead of flashing the wrong ones.
 */
const LOADING_NAV = NAV.filter(
  (item) => item.to !== paths.reserved.contest && item.to !== paths.reserved.referrals,
);

/** /area-riservata/*: the agency's sidebar (HUB, APPUNTAMENTI, CONCORSO, IMPOSTAZIONI, LOGOUT). */
export function ReservedLayout() {
  const agency = useCurrentAgency();
  const logout = useUserLogout();
  useLogoutElsewhere('user');
  const { brand } = usePublicConfig();

  return (
    <AreaShell
      areaLabel="Area Riservata"
      homeHref={paths.reserved.hub}
      navItems={!agency.data ? LOADING_NAV : agency.data.agenteInterno ? AGENT_NAV : NAV}
      profile={
        agency.data ? (
          <AgencyProfile agency={agency.data} partnerAgentsUrl={brand.contacts.partnerAgentsUrl} />
        ) : (
          <SidebarProfile label="Il tuo account" name={agency.isError ? '—' : 'Caricamento…'} />
        )
      }
      actions={
        <>
          <SidebarButton onClick={logout}>LOGOUT</SidebarButton>
          <SidebarBackLink to={paths.home}>Torna al sito</SidebarBackLink>
        </>
      }
    >
      <Outlet />
    </AreaShell>
  );
}
