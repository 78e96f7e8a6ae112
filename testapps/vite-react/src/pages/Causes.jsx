// Layout bugs whose cause is written in three kinds of CSS: a plain
// stylesheet, a CSS module and a Tailwind utility in the markup. The
// realapps cause test checks each finding names the file and line.
import "./causes.css";
import styles from "./causes.module.css";

export default function Causes() {
  return (
    <main className="p-6">
      <div className="promo-card mb-6 w-72 rounded-xl border border-slate-200 bg-white">
        <div className="promo-strip">Spring sale: every plan half price</div>
      </div>
      <div className={`${styles.card} mb-6 w-72 rounded-xl border border-slate-200 bg-white`}>
        <p className={styles.tag}>Free shipping on every order placed this month</p>
      </div>
      <div className="mb-6 w-72 rounded-xl border border-slate-200 bg-white p-3">
        <div className="w-[560px] bg-sky-100">Invite your whole team</div>
      </div>
    </main>
  );
}
