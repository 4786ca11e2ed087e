import { Outlet } from 'react-router';
import { paths } from '../config/paths';
import { AreaShell, type AreaNavItem } from '../components/layout/area-shell';
import { SidebarBackLink, SidebarButton, SidebarProfile } from '../components/layout/sidebar-parts';
import { useCurrentAdmin } from '../features/admin/api/get-current-admin';
import { ReauthDialog } from '../features/admin-security/components/reauth-dialog';
import { useAdminLogout, useLogoutElsewhere } from '../features/auth/hooks/use-logout';

const NAV: readonly AreaNavItem[] = [
  { to: paths.admin.hub, label: 'HUB' },
  { to: paths.admin.agencies, label: 'AGENZIE' },
  { to: paths.admin.services, label: 'SERVIZI' },
  { to: paths.admin.appointments, label: 'APPUNTAMENTI' },
  { to: paths.admin.referrals, label: 'SEGNALAZIONI' },
  { to: paths.admin.leaderboard, label: 'CLASSIFICA' },
  { to: paths.admin.referrers, label: 'REFERENTI ALLEARE' },
  { to: paths.admin.conditions, label: 'CONDIZIONI MUTUO' },
  { to: paths.admin.security, label: 'SICUREZZA' },
];

/** /admin/*: the administrators' sidebar. */
export function AdminLayout() {
  const admin = useCurrentAdmin();
  const { logout, isPending } = useAdminLogout();
  useLogoutElsewhere('admin');
  const name = admin.data
    ? `${admin.data.name} ${admin.data.surname}`
    : admin.isError
      ? '—'
      : 'Caricamento…';

  return (
    <AreaShell
      areaLabel="Amministrazione"
      homeHref={paths.admin.hub}
      navItems={NAV}
      profile={<SidebarProfile label="Amministratore" name={name} />}
      actions={
        <>
          <SidebarButton onClick={() => void logout(admin.data?.name)} disabled={isPending}>
            {isPending ? 'USCITA…' : 'LOGOUT'}
          </SidebarButton>
          <SidebarBackLink to={paths.home}>Vai al sito pubblico</SidebarBackLink>
        </>
      }
    >
      <Outlet />
      <ReauthDialog />
    </AreaShell>
  );
}
