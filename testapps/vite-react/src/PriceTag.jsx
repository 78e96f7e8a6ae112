export default function PriceTag({ amount }) {
  return <p className="price-tag text-lg">${amount} per month</p>;
}
