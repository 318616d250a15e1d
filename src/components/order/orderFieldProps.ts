import type { OrderFormStore } from '@/stores/OrderFormStore';

/**
 * What each order field takes from the one order form (checkout, operator order, hand order): its value, its
 * setter, the messages, the id prefix of its page and the lock while the order is on its way.
 */
export function orderFieldProps(form: OrderFormStore, idPrefix: string) {
  const common = { errors: form.errors, disabled: form.sending, idPrefix };
  const v = form.values;
  return {
    address: { ...common, value: v.address, onChange: form.setAddress },
    cafe: { ...common, value: v.cafeId, onChange: form.setCafe },
    slot: { ...common, value: { date: v.date, time: v.time }, onChange: form.setSlot, delivery: v.delivery },
    contact: { ...common, value: v.contact, onChange: form.setContact },
    comment: { ...common, value: v.comment, onChange: form.setComment },
    payment: { ...common, value: v.payment, onChange: form.setPayment },
  };
}
