import { RedemptionDataType } from '@citybook/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RedemptionContent } from './redemption-content.tsx';

function renderContent(redemptionDataTypeCode: number, redemptionData: string) {
  return render(
    <RedemptionContent offer={{ title: 'Free dessert', redemptionDataTypeCode, redemptionData }} />,
  );
}

describe('RedemptionContent', () => {
  it('shows a text code', () => {
    renderContent(RedemptionDataType.text, 'DESSERT-42');

    expect(screen.getByText('DESSERT-42')).toBeVisible();
  });

  it('shows an image, named after the offer', () => {
    renderContent(RedemptionDataType.image, '/media/barcode.svg?n=1');

    expect(screen.getByRole('img', { name: 'Coupon for Free dessert' })).toHaveAttribute(
      'src',
      '/media/barcode.svg?n=1',
    );
  });

  it('links an absolute web address in a new tab', () => {
    renderContent(RedemptionDataType.link, 'https://luigis.example/coupon/42');

    const link = screen.getByRole('link', { name: 'Open your coupon' });
    expect(link).toHaveAttribute('href', 'https://luigis.example/coupon/42');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each(['javascript:alert(1)', '/coupon/42', 'luigis.example/coupon', 'ftp://luigis.example'])(
    'shows the offer instead of a link for %s',
    (address) => {
      renderContent(RedemptionDataType.link, address);

      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(screen.queryByText(address)).not.toBeInTheDocument();
      expect(screen.getByText('Free dessert')).toBeVisible();
    },
  );

  it('shows nothing for empty data or an unknown kind', () => {
    const { container, rerender } = renderContent(RedemptionDataType.text, '  ');
    expect(container).toBeEmptyDOMElement();

    rerender(
      <RedemptionContent
        offer={{ title: 'Free dessert', redemptionDataTypeCode: 9, redemptionData: 'X' }}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
