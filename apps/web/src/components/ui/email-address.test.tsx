import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address';

describe('EmailAddress', () => {
  it('offers line breaks after the @ and before each dot of the domain only', () => {
    const { container } = render(
      <p>
        <EmailAddress email="mario.rossi@cliente.example.it" />
      </p>,
    );
    expect(container.textContent).toBe('mario.rossi@cliente.example.it');
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- the break points are markup
    expect(container.querySelector('p')?.innerHTML).toBe(
      'mario.rossi@<wbr>cliente<wbr>.example<wbr>.it',
    );
  });

  it('leaves a text without a domain as it is', () => {
    const { container } = render(<EmailAddress email="non-una-mail" />);
    expect(container.innerHTML).toBe('non-una-mail');
  });
});
