import { render, screen } from '@testing-library/react';
import { textWithElements } from '@qcard/kit/i18n/text-with-elements';

describe('a sentence with an element inside', () => {
  it("puts the element where the translation puts its tag, with the tag's words", () => {
    render(
      <p>
        {textWithElements('Escríbanos a <mail>help@example.com</mail> e indique el pedido.', {
          mail: <a href="mailto:help@example.com" />,
        })}
      </p>,
    );
    expect(screen.getByRole('link', { name: 'help@example.com' })).toHaveAttribute(
      'href',
      'mailto:help@example.com',
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent(
      'Escríbanos a help@example.com e indique el pedido.',
    );
  });

  it('shows an unknown tag as its words, never as markup', () => {
    const { container } = render(<p>{textWithElements('A <b>bold</b> claim', {})}</p>);
    expect(container.innerHTML).toBe('<p>A bold claim</p>');
  });
});
