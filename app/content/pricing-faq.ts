/** /pricing: five questions. */
export const pricingFaq: { question: string; answer: string }[] = [
  {
    question: "Why don't you list prices?",
    answer:
      "Every yard is different: the number of dogs, the size of the lot and how often you want us to come all change the work. A free quote takes a couple of minutes and gives you an exact plan.",
  },
  {
    question: "Is there a contract?",
    answer: "No. Plans are month-to-month with no long-term contract. Changes and cancellations need 7 days' notice.",
  },
  {
    question: "How does billing work?",
    answer:
      "Recurring service is billed automatically to a major credit card, processed securely by our card payment provider. Prepaid services are refunded on a prorated basis if you cancel.",
  },
  {
    question: "Can I change my plan later?",
    answer: "Yes. Move between weekly, bi-weekly and monthly service, or add sanitizing and deodorizing, with 7 days' notice before your next billing date.",
  },
  {
    question: "What does the satisfaction guarantee cover?",
    answer: "If something was missed, tell us within 24 hours and we come back within 24 hours at no charge.",
  },
];
