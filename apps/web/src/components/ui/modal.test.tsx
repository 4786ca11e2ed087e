import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Modal } from './modal';

function Page({ onChange }: { onChange?: (value: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Apri</Button>
      <Modal
        value={open}
        onChange={(next) => {
          onChange?.(next);
          setOpen(next);
        }}
        title="Conferma"
        footer={<Button onClick={() => setOpen(false)}>Annulla</Button>}
      >
        <p>Vuoi continuare?</p>
        <input aria-label="Nota" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('keeps the second click of a double click that closed it from the page beneath', async () => {
    const beneath = vi.fn();
    render(
      <>
        <Page />
        <Button onClick={beneath}>Sotto</Button>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apri' }));
    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }), { detail: 1 });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Where the second click of the double click lands once the modal is gone.
    fireEvent.click(screen.getByRole('button', { name: 'Sotto' }), { detail: 2 });
    expect(beneath).not.toHaveBeenCalled();
    // A click of its own still works.
    fireEvent.click(screen.getByRole('button', { name: 'Sotto' }), { detail: 1 });
    expect(beneath).toHaveBeenCalledTimes(1);
  });

  it('is shown only while its value is true, hiding the page beneath from assistive technology', () => {
    const modal = (value: boolean) => (
      <>
        <Button>Sotto</Button>
        <Modal value={value} onChange={() => undefined} title="Conferma">
          testo
        </Modal>
      </>
    );
    const { rerender } = render(modal(false));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sotto' })).toBeInTheDocument();
    rerender(modal(true));
    expect(screen.getByRole('dialog', { name: 'Conferma' })).toHaveTextContent('testo');
    // react-aria marks the rest of the page aria-hidden rather than setting aria-modal.
    expect(screen.queryByRole('button', { name: 'Sotto' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sotto', hidden: true })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Page onChange={onChange} />);
    const opener = screen.getByRole('button', { name: 'Apri' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Chiudi' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    // react-aria gives focus back on the next animation frame.
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Apri' }));
    await user.click(screen.getByText('Vuoi continuare?'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('traps focus with Tab and Shift+Tab', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Apri' }));
    const close = screen.getByRole('button', { name: 'Chiudi' });
    const last = screen.getByRole('button', { name: 'Annulla' });
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Nota' })).toHaveFocus();
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });
});
