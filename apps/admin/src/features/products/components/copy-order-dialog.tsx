import type { AdminProduct, IssuerOrder } from '@kabuto/shared/contracts/admin-products';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n-provider';
import { useCommand } from '../../../lib/use-command';
import { usePlaceIssuerOrder } from '../api/copy';
import { ChoiceField, CodeField, NumberField } from './product-fields';
import { ProductCommandDialog } from './products-shell';

const SIDES: readonly IssuerOrder['direction'][] = ['long', 'short'];
const PRICE_TYPES: readonly IssuerOrder['price_type'][] = ['market', 'limit'];

const EMPTY_ORDER: IssuerOrder = {
  code: '',
  num: '',
  direction: 'long',
  leverage: '1',
  price_type: 'market',
  price: '',
};

/** An order of the product's issuer, placed through the trading engine. */
export function OrderDialog({
  product,
  onClose,
}: {
  product: AdminProduct | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const place = usePlaceIssuerOrder();
  const command = useCommand();
  const [order, setOrder] = useState<IssuerOrder>(EMPTY_ORDER);

  function close() {
    setOrder(EMPTY_ORDER);
    command.setError(null);
    onClose();
  }

  function submit(p: AdminProduct) {
    if (!order.code.trim() || !/^\d+$/.test(order.num) || Number(order.num) <= 0) {
      return command.setError({ id: 'products.form.incomplete' });
    }
    if (order.price_type === 'limit' && !(Number(order.price) > 0)) {
      return command.setError({ id: 'products.form.incomplete' });
    }
    const placed: IssuerOrder = {
      code: order.code.trim().toUpperCase(),
      num: order.num,
      direction: order.direction,
      leverage: order.leverage || '1',
      price_type: order.price_type,
      ...(order.price_type === 'limit' ? { price: order.price } : {}),
    };
    void command.send(() => place.mutateAsync({ id: p.id, order: placed }), close);
  }

  return (
    <ProductCommandDialog
      subject={product}
      title={(p) => t('products.copy.orderTitle', { name: p.name })}
      testId="copy-order-dialog"
      error={command.error}
      pending={place.isPending}
      submitLabel={t('products.copy.placeOrder')}
      submitTestId="copy-order-submit"
      onSubmit={submit}
      onClose={close}
    >
      {(p) => (
        <>
          <p className="callout callout--info">
            {t('products.copy.orderNote', { currency: p.currency })}
          </p>
          <OrderFields order={order} onChange={setOrder} />
        </>
      )}
    </ProductCommandDialog>
  );
}

function OrderFields(props: { order: IssuerOrder; onChange: (order: IssuerOrder) => void }) {
  const { order, onChange: setOrder } = props;
  const { t } = useI18n();
  return (
    <div className="form-grid form-grid--2">
      <CodeField value={order.code} onChange={(code) => setOrder({ ...order, code })} />
      <NumberField
        name="num"
        label={t('products.copy.num')}
        value={order.num}
        onChange={(num) => setOrder({ ...order, num })}
        whole
      />
      <ChoiceField
        name="direction"
        label={t('products.copy.side')}
        value={order.direction}
        choices={SIDES}
        choiceLabel={(side) => t(`products.copy.direction.${side}`)}
        onChange={(direction) => setOrder({ ...order, direction })}
      />
      <NumberField
        name="leverage"
        label={t('products.copy.leverage')}
        value={order.leverage}
        onChange={(leverage) => setOrder({ ...order, leverage })}
        whole
      />
      <ChoiceField
        name="price_type"
        label={t('products.copy.priceType')}
        value={order.price_type}
        choices={PRICE_TYPES}
        choiceLabel={(priceType) => t(`products.copy.${priceType}`)}
        onChange={(priceType) => setOrder({ ...order, price_type: priceType })}
      />
      {order.price_type === 'limit' && (
        <NumberField
          name="price"
          label={t('products.copy.limitPrice')}
          value={order.price ?? ''}
          onChange={(value) => setOrder({ ...order, price: value })}
        />
      )}
    </div>
  );
}
