import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mortgage, type CertificateDraft } from '@portal/shared';
import { CertificateIssueForm } from './certificate-issue-form';

const ID = '11111111-1111-4111-8111-111111111111';
const draft: CertificateDraft = {
  acquirente: 'Ilaria Mutuante',
  mutuoMassimoCents: 18_000_000,
  prezzoCents: null,
  durataAnni: 25,
  rateBands: [
    { maxYears: 20, annualRate: 0.03 },
    { maxYears: 40, annualRate: 0.035 },
  ],
  istruttoriaRate: 0.01,
  periziaCents: 25_000,
  intermediario: 'Mediatore Esempio',
  intermediarioDettagli: 'OAM n. M000',
};

describe('«Emetti un attestato» (decision 117)', () => {
  it('is prefilled from the lead, refuses in Italian, computes as typed and sends only the choices', async () => {
    const user = userEvent.setup();
    // The server's answer arrives when the test says: a double click lands while it travels.
    let answer = () => {};
    const onIssue = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    render(<CertificateIssueForm id={ID} draft={draft} onIssue={onIssue} />);
    expect(screen.getByRole('textbox', { name: /Acquirente/ })).toHaveValue('Ilaria Mutuante');
    expect(screen.getByRole('textbox', { name: /Mutuo massimo/ })).toHaveValue('180.000,00');

    await user.click(screen.getByRole('button', { name: 'Emetti l’attestato' }));
    expect(screen.getByText('Indica il prezzo dell’immobile, maggiore di zero')).toBeVisible();
    const price = screen.getByRole('textbox', { name: /Prezzo dell’immobile/ });
    await user.type(price, '150000');
    await user.click(screen.getByRole('button', { name: 'Emetti l’attestato' }));
    expect(
      screen.getByText('Il mutuo massimo non può superare il prezzo dell’immobile'),
    ).toBeVisible();
    expect(onIssue).not.toHaveBeenCalled();

    await user.clear(price);
    await user.type(price, '240.000');
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    const rata = mortgage.instalmentCents({ loanCents: 18_000_000, annualRate: 0.035, years: 25 });
    expect(values[0]).toBe('75,00%');
    expect(values[1]).toBe(mortgage.formatEuro(rata));
    expect(values[2]).toBe('3,50%');
    await user.dblClick(screen.getByRole('button', { name: 'Emetti l’attestato' }));
    answer();
    expect(onIssue).toHaveBeenCalledTimes(1);
    expect(onIssue).toHaveBeenCalledWith(
      {
        id: ID,
        acquirente: 'Ilaria Mutuante',
        mutuoMassimoCents: 18_000_000,
        prezzoCents: 24_000_000,
        durataAnni: 25,
        consap: 'non_valutata',
      },
      expect.any(String),
    );
  });
});
