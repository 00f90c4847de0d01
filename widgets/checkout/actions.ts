/** What the shopper's actions on the checkout need, fetched as one lazy part on the first of them. */
export { applyCoupon, clearCouponError, removeCoupon } from './coupon';
export { placeOrder } from './place-order';
