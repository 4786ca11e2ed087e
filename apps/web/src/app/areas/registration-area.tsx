// One chunk for the registration forms (react-hook-form and the form widgets): the home page
// asks for it only when the #registrati section nears the viewport.
import { AfterHydration } from '../../components/layout/after-hydration';
import { AffidaPage } from '../../features/affida/components/affida-page';
import { FimaaRegisterPage } from '../../features/fimaa/components/fimaa-register-page';
import { AffidaRegistrationForm } from '../../features/registration/components/affida-registration-form';
import { AgencyRegistrationForm } from '../../features/registration/components/agency-registration-form';

/** The form of the home page's #registrati section. */
export function HomeRegistrationForm() {
  return <AgencyRegistrationForm />;
}

/** registerAffida: prerendered (decision 091), its form comes with the app, its room kept. */
export function AffidaRoute() {
  return (
    <AffidaPage
      form={
        <AfterHydration minHeight="60rem">
          <AffidaRegistrationForm />
        </AfterHydration>
      }
    />
  );
}

/** fimaaRegister: the agency form sent with fimaaRegister: true. */
export function FimaaRegisterRoute() {
  return <FimaaRegisterPage form={<AgencyRegistrationForm fimaa />} />;
}
