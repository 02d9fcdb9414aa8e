interface SeedBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  author: string | null;
  imageUrl: string | null;
  readTime: string;
  published: boolean;
  publishedDate: string | null;
  /** A published post that goes live this many days after seeding (a scheduled post). */
  goesLiveInDays?: number;
  viewCount: number;
  tags: string[];
  metaDescription: string;
  metaKeywords: string;
}

export const seedBlogPosts: SeedBlogPost[] = [
  {
    slug: "building-production-ready-ai-features",
    title: "Building Production-Ready AI Features: What Changes After the Demo",
    excerpt:
      "A convincing prototype is the easy part. Here is what it takes to turn an AI demo into a feature that behaves predictably in front of real users.",
    content: `Most AI features begin life as an impressive demo. Someone wires a language model to a handful of internal documents, asks it a few well-chosen questions, and the room is convinced. Six weeks later the same feature is struggling in a staging environment: answers vary between runs, latency spikes at lunchtime, and nobody can say with confidence whether last week's prompt change made things better or worse.

This gap between demo and product is not a failure of the model. It is a failure to treat the AI component like any other piece of production software, with requirements, tests, limits and monitoring. Below is the checklist we use with clients before an AI feature goes live.

## Define what "good" looks like before you build

A demo is judged by impressions. A product has to be judged by criteria that a tester, a product owner and an auditor would all recognise. Before writing a prompt, agree on:

- **The task boundary.** What the feature should do, and just as importantly what it must refuse to do.
- **Acceptance criteria.** For a summariser, that might be "no facts absent from the source" and "under 120 words". For a classifier, a minimum precision on each class.
- **A reference set.** Fifty to two hundred realistic inputs with expected outputs or grading notes. This becomes your regression suite.

Without these, every discussion about quality turns into a debate about anecdotes.

## Guardrails are part of the feature, not an afterthought

Guardrails are the checks that sit around the model and keep its behaviour inside the boundary you defined. They are ordinary code, and they deserve the same care as the rest of your codebase. Typical guardrails include:

1. Input validation: length limits, language detection, and stripping of content that should never reach the model, such as payment card numbers.
2. Output validation: schema checks for structured responses, banned-topic filters, and checks that cited sources actually exist.
3. Fallbacks: a defined behaviour when validation fails, whether that is a retry, a simpler template response or a hand-off to a human.

A minimal output guard for a structured response might look like this:

\`\`\`ts
import { z } from "zod";

const Answer = z.object({
  answer: z.string().max(1200),
  sources: z.array(z.string()).max(5),
  confidence: z.enum(["high", "medium", "low"]),
});

export function parseModelOutput(raw: string, knownSourceIds: Set<string>) {
  const parsed = Answer.safeParse(JSON.parse(raw));
  if (!parsed.success) return { ok: false as const, reason: "schema" };

  const unknown = parsed.data.sources.filter((id) => !knownSourceIds.has(id));
  if (unknown.length > 0) return { ok: false as const, reason: "unknown-source" };

  return { ok: true as const, value: parsed.data };
}
\`\`\`

Nothing here is clever, and that is the point. Simple, deterministic checks catch a surprising share of the failures that users would otherwise see.

## Design for failure and latency

Model providers have outages, rate limits and slow days. Your feature should degrade gracefully rather than hang. Set explicit timeouts, stream responses where the interface allows it, and decide in advance what the user sees if the model is unavailable. For non-interactive work such as document enrichment, move calls to a queue so that a slow provider delays a batch rather than a page load.

## Make it observable from day one

You cannot improve what you cannot see. At a minimum, log for every request:

- the prompt template version and model identifier,
- token counts and latency,
- guardrail outcomes (passed, retried, fell back),
- user feedback where you collect it.

Be deliberate about personal data in these logs. Pseudonymise identifiers and agree a retention period with your data protection officer before the first record is written.

## Release in stages

Finally, resist the big launch. Ship to internal users first, then to a small percentage of customers behind a feature flag, and compare the metrics you defined at the start. Each prompt or model change should pass the reference set before it is promoted.

> A production-ready AI feature is one where you can explain what it does, show that it does it, and notice quickly when it stops.

If you are moving a prototype towards production and want a second pair of eyes on the architecture, [get in touch](/#contact) or browse more articles on the [blog](/blog).`,
    category: "AI Development",
    author: "Lena Hoffmann",
    imageUrl: null,
    readTime: "4 min read",
    published: true,
    publishedDate: "2026-01-14T09:00:00.000Z",
    viewCount: 2310,
    tags: ["ai development", "guardrails", "production", "best practices"],
    metaDescription:
      "How to turn an AI prototype into a reliable production feature: acceptance criteria, guardrails, fallbacks, observability and staged releases.",
    metaKeywords: "production AI, AI guardrails, LLM features, AI development, AI reliability",
  },
  {
    slug: "gdpr-and-the-eu-ai-act-practical-checklist",
    title: "GDPR and the EU AI Act: A Practical Checklist for Product Teams",
    excerpt:
      "European regulation does not have to stall AI projects. A pragmatic checklist for product teams that want to build responsibly without drowning in paperwork.",
    content: `Teams building AI products in Europe often treat regulation as a final hurdle: something legal will look at once the feature is finished. In practice, the cheapest time to deal with data protection and the EU AI Act is at the very beginning, when design choices are still easy to change.

> This article reflects our experience as engineers working alongside legal and compliance teams. It is not legal advice, and you should involve your own data protection officer or counsel.

## Start with a data map

Before anything else, write down which data the system touches and why. For each data source, record:

- what it contains, and whether any of it is personal data under the GDPR,
- the lawful basis for processing it (contract, legitimate interest, consent and so on),
- where it is stored and processed, including any model provider's infrastructure,
- how long it is kept.

This single document answers most questions that a data protection impact assessment (DPIA) will ask later, and it frequently reveals that a feature does not need personal data at all.

## Minimise what reaches the model

Data minimisation is the principle that pays off most in AI projects. Practical measures include:

1. Stripping or masking names, email addresses and identifiers before text is sent to a model.
2. Sending only the fields a task actually requires, rather than whole customer records.
3. Preferring providers and regions that offer EU data residency and contractual commitments not to train on your inputs.

Pseudonymised data is still personal data under the GDPR, but it substantially reduces the impact of any incident.

## Classify the system under the AI Act

The EU AI Act takes a risk-based approach, and its obligations are being phased in over several years. The first question is which category your system falls into:

- **Prohibited practices**, such as certain forms of social scoring or manipulative techniques, which are simply not allowed.
- **High-risk systems**, for example those used in recruitment, credit scoring or access to essential services, which carry requirements around risk management, data governance, documentation, human oversight and accuracy.
- **Limited-risk systems**, such as chatbots, which mainly carry transparency duties, like telling people they are interacting with an AI.
- **Minimal-risk systems**, which covers most internal productivity tools.

Most of the features we build for clients, such as document summarisation, search and internal assistants, land in the limited or minimal categories. That said, the classification depends on the use, not the technology, so an innocent-looking scoring model can become high-risk once it influences decisions about people.

## Build transparency into the interface

Transparency is both a legal duty and good product design. Label AI-generated content clearly, explain in plain language what the system does with user input, and give people a way to reach a human when the outcome matters to them. If a model contributes to decisions with significant effects on individuals, make sure a person can review and override them.

## Keep the documentation alive

Regulators and auditors will want evidence, not intentions. The easiest way to produce it is to treat documentation as part of the delivery pipeline:

- Version your prompts, models and evaluation results together.
- Record the reasons behind major design decisions in short decision notes.
- Keep a log of incidents and how they were resolved.

## A short checklist

Before launch, a product team should be able to answer yes to each of these:

- We know which personal data the system processes and on what basis.
- We have minimised the data sent to third-party models.
- We have classified the system under the AI Act and documented why.
- Users are told when they are interacting with AI.
- There is a route for human review where decisions matter.

Regulation shapes how we build, but it rarely stops a well-designed project. If you would like help assessing a planned feature, [contact our team](/#contact) or read our guidance on [production-ready AI features](/blog/building-production-ready-ai-features).`,
    category: "AI Development",
    author: "Marta Kowalska",
    imageUrl: null,
    readTime: "4 min read",
    published: true,
    publishedDate: "2026-02-03T08:30:00.000Z",
    viewCount: 1874,
    tags: ["gdpr", "eu ai act", "compliance", "privacy"],
    metaDescription:
      "A practical GDPR and EU AI Act checklist for product teams: data mapping, minimisation, risk classification, transparency and documentation.",
    metaKeywords: "GDPR AI, EU AI Act, AI compliance, data protection, responsible AI, DPIA",
  },
  {
    slug: "scoping-an-ai-proof-of-concept",
    title: "How to Scope an AI Proof of Concept That Answers a Real Question",
    excerpt:
      "Many AI pilots end with a nice demo and no decision. A well-scoped proof of concept is designed to produce a clear go or no-go within a few weeks.",
    content: `We are regularly asked to rescue proofs of concept that have been running for months without reaching a conclusion. The technology usually works well enough. What is missing is a question that the proof of concept was designed to answer. This article describes how we scope short, decisive AI pilots, typically four to six weeks long.

## Start with the decision, not the model

A proof of concept exists to inform a decision: whether to invest in building something properly. So the first step is to write that decision down, along with the evidence that would change it. For example:

> We will fund a production build of automated contract review if the system identifies at least 90% of non-standard liability clauses on last year's contracts, and if legal reviewers estimate it saves them at least a third of their review time.

A statement like this does three useful things. It names the metric, sets a threshold, and identifies who judges the outcome. Everything else in the scope follows from it.

## Pick a narrow, representative slice

The temptation is to demonstrate breadth. Resist it. A proof of concept that handles one document type, one customer segment or one language well tells you far more than one that handles ten poorly. Choose a slice that is:

- **representative** of the real workload, including messy inputs,
- **measurable**, with ground truth that already exists or can be created cheaply,
- **valuable** enough that success would matter on its own.

## Secure the data early

Data access is the most common cause of delay. In the first week, confirm:

1. Which datasets you need and who owns them.
2. Whether personal data is involved, and what approvals are required to use it.
3. How you will obtain labelled examples for evaluation.

If the data cannot be made available within two weeks, pause the pilot. Starting without it simply moves the delay to the end.

## Timebox the work

A typical six-week plan looks like this:

- **Week 1:** agree the decision statement, gather data, build the evaluation set.
- **Weeks 2 to 3:** build the simplest approach that could work and measure it.
- **Week 4:** iterate on the biggest sources of error.
- **Week 5:** test with real users in a controlled setting and collect qualitative feedback.
- **Week 6:** write up results, costs and risks, and present a recommendation.

The simplest approach matters. A well-structured prompt against a hosted model, or a gradient-boosted model on existing features, often gets within a few points of a more sophisticated solution. If it does not, you have learned something important about the problem.

## Estimate the cost of running it, not just building it

A proof of concept should end with a realistic picture of operating costs: inference at expected volume, infrastructure, monitoring, and the human effort needed to review edge cases. We have seen promising pilots cancelled late because nobody calculated that processing every document would cost more than the manual process it replaced. Doing this arithmetic early protects everyone.

## Report honestly

The final report should be short and specific. Include the metric results against the agreed threshold, the main failure modes with examples, the estimated build and running costs, and a clear recommendation. A well-documented "no" is a perfectly good outcome. It saves a production budget and usually points towards a better opportunity.

## What good looks like

At the end of a well-scoped pilot, a steering group should be able to make a decision in a single meeting. If they cannot, the scope was too vague, the data was not ready, or the question was never clear.

If you have an idea you would like to test in a structured way, [talk to us](/#contact). We also cover [fine-tuning versus prompting](/blog/fine-tuning-vs-prompting-decision-guide), which often comes up during scoping.`,
    category: "AI Development",
    author: "Jonas Lindqvist",
    imageUrl: null,
    readTime: "4 min read",
    published: true,
    publishedDate: "2026-03-10T10:00:00.000Z",
    viewCount: 1126,
    tags: ["proof of concept", "strategy", "ai development"],
    metaDescription:
      "How to scope a four to six week AI proof of concept that ends in a clear decision: decision statements, data access, timeboxing and cost estimates.",
    metaKeywords: "AI proof of concept, AI pilot, AI strategy, project scoping, AI consultancy",
  },
  {
    slug: "evaluating-llm-outputs-before-launch",
    title: "Evaluating LLM Outputs: Building an Evaluation Set You Can Trust",
    excerpt:
      "Prompt changes feel like improvements until you measure them. How we build and maintain evaluation sets that make LLM quality discussions concrete.",
    content: `Ask a team whether their latest prompt change improved their LLM feature and you will usually get an answer based on a few examples someone tried by hand. That is understandable, but it does not scale. Once a feature is in front of customers, you need a repeatable way to say whether a change is better, worse or simply different.

## Why ad hoc testing fails

Language model outputs vary in subtle ways. A change that fixes one tricky case can quietly break five others. Manual spot checks also suffer from selection bias: people test the cases they remember, which are usually the ones they have already fixed. An evaluation set turns these impressions into numbers you can track over time.

## What goes into a good evaluation set

A useful evaluation set is small enough to run on every change and varied enough to represent real traffic. We aim for 100 to 300 cases, drawn from:

- **Real user inputs**, sampled from logs after removing personal data.
- **Known failure cases**, added every time a bug is reported.
- **Edge cases** that product owners care about, such as very long inputs, mixed languages or ambiguous requests.
- **Adversarial inputs**, including attempts to get the model to ignore its instructions.

Each case needs an expected outcome. For structured tasks this can be an exact answer. For open-ended tasks it is better expressed as grading criteria.

\`\`\`json
{"id": "refund-017", "input": "I was charged twice for my March order", "criteria": ["mentions the refund policy", "asks for the order number", "does not promise a specific refund date"], "tags": ["billing", "regression"]}
{"id": "refund-018", "input": "Kann ich meine Bestellung stornieren?", "criteria": ["responds in German", "explains the cancellation window"], "tags": ["multilingual"]}
\`\`\`

## Choosing how to grade

There are three common grading approaches, and most mature setups combine them:

1. **Deterministic checks.** Does the output parse as valid JSON? Is it under the length limit? Does it contain a forbidden phrase? These are cheap, fast and unambiguous.
2. **Model-based grading.** A second model scores the output against the written criteria. This works well for criteria such as "mentions the refund policy", provided you validate the grader against human judgements first.
3. **Human review.** Essential for calibration and for high-stakes outputs. We typically have domain experts review a rotating sample each week.

When using a model as a grader, ask for a pass or fail per criterion rather than a score out of ten. Binary judgements are more consistent and easier to audit.

## Running evaluations as part of delivery

An evaluation set is only useful if it runs automatically. We wire it into continuous integration so that every change to a prompt, retrieval configuration or model version produces a report comparing results with the current production baseline. A change is promoted only if it does not regress on tagged critical cases and improves or holds steady overall.

Keep the reports readable. A table showing pass rates per tag, along with links to the cases that changed outcome, is far more useful than a single aggregate score.

## Keeping the set honest

Evaluation sets decay. User behaviour shifts, products change and teams unconsciously tune prompts to the set itself. To counter this:

- Refresh a portion of cases from recent traffic every month.
- Hold back a small private set that is not used during development.
- Review grader agreement with humans each quarter.

> If you only remember one thing: every bug report should become an evaluation case before it becomes a fix.

## Where to begin

If you have nothing today, start with fifty real examples and three deterministic checks. That is enough to catch the worst regressions, and you can grow it from there. For related reading, see our notes on [retrieval mistakes in RAG projects](/blog/retrieval-mistakes-that-sink-rag-projects), or [contact us](/#contact) if you would like help setting up an evaluation pipeline.`,
    category: "LLM Integration",
    author: "Tomás Verhoeven",
    imageUrl: null,
    readTime: "4 min read",
    published: true,
    publishedDate: "2026-01-27T09:15:00.000Z",
    viewCount: 2045,
    tags: ["llm", "evaluation", "testing", "quality"],
    metaDescription:
      "How to build an LLM evaluation set you can trust: case selection, grading criteria, model-based grading, CI integration and keeping the set current.",
    metaKeywords:
      "LLM evaluation, evaluation set, LLM testing, prompt engineering, AI quality assurance",
  },
  {
    slug: "retrieval-mistakes-that-sink-rag-projects",
    title: "Five Retrieval Mistakes That Quietly Sink RAG Projects",
    excerpt:
      "When a retrieval-augmented assistant gives poor answers, the language model is rarely the culprit. Five retrieval mistakes we see repeatedly, and how to fix them.",
    content: `Retrieval-augmented generation (RAG) has become the default way to let a language model answer questions about an organisation's own documents. The idea is simple: find the relevant passages, put them in the prompt, and let the model compose an answer. In practice, most of the problems we are asked to fix have little to do with the model. They sit in the retrieval step, where the wrong passages, or no useful passages at all, reach the prompt.

Here are five mistakes we encounter again and again.

## 1. Chunking documents without looking at them

Splitting every document into fixed blocks of 500 tokens is quick to implement and often wrong. Tables get cut in half, headings are separated from the paragraphs they describe, and a clause in a contract loses the definition it depends on.

Better approaches respect the structure of the source:

- Split on headings and sections first, and only then by length.
- Keep tables intact, or convert them into short descriptive rows.
- Prepend each chunk with its document title and section path, so that "Section 4.2" means something on its own.

## 2. Relying on vector search alone

Embedding-based search is excellent for paraphrased questions, but it struggles with exact identifiers, product codes and rare terms. A user searching for invoice "INV-20931" needs a keyword match, not a semantically similar invoice.

Hybrid search, which combines keyword scoring such as BM25 with vector similarity, fixes a large share of these failures. Adding a re-ranking step on the top candidates usually improves precision further, at a modest latency cost.

## 3. Ignoring metadata and permissions

Many document collections contain several versions of the same policy, drafts alongside final copies, and material that only certain people are allowed to see. If retrieval ignores this, the assistant will happily quote last year's travel policy or a document the user should never have seen.

Store metadata such as version, status, language, department and access groups with every chunk, and filter on it before ranking. Permission filtering in particular must happen at retrieval time, not after the answer is generated.

## 4. Not measuring retrieval separately

Teams often evaluate only the final answer. When it is wrong, they cannot tell whether retrieval missed the relevant passage or the model misread it. Measure retrieval on its own with a small labelled set of questions and the passages that answer them. Two simple metrics go a long way:

\`\`\`python
def recall_at_k(results, relevant_ids, k=5):
    top = [r.chunk_id for r in results[:k]]
    return len(set(top) & set(relevant_ids)) / len(relevant_ids)

def hit_rate(all_results, all_relevant, k=5):
    hits = [
        any(r.chunk_id in rel for r in res[:k])
        for res, rel in zip(all_results, all_relevant)
    ]
    return sum(hits) / len(hits)
\`\`\`

If recall at five is low, no amount of prompt tuning will rescue the answers.

## 5. Letting the index go stale

A RAG system is only as current as its index. We have seen assistants answering from documents that were deleted months earlier, because ingestion ran once during the pilot and never again. Treat ingestion as a pipeline with its own schedule, monitoring and alerts. Track the age of the newest document in the index, and handle deletions as carefully as additions.

## A note on answer quality

Once retrieval is solid, a few prompt-level practices help the model use it well: ask it to cite the passages it relied on, instruct it to say when the context does not contain the answer, and keep the number of passages modest. More context is not always better; irrelevant passages dilute the useful ones.

> Fix retrieval first. A strong model with poor context gives confident wrong answers, which is worse than no answer at all.

If your RAG assistant is underperforming, we offer short retrieval audits that measure where the losses occur. [Get in touch](/#contact), or read how we approach [evaluating LLM outputs](/blog/evaluating-llm-outputs-before-launch).`,
    category: "LLM Integration",
    author: "Aoife Brennan",
    imageUrl: null,
    readTime: "4 min read",
    published: true,
    publishedDate: "2026-04-08T07:45:00.000Z",
    viewCount: 1692,
    tags: ["rag", "retrieval", "search", "llm"],
    metaDescription:
      "Five common retrieval mistakes in RAG projects, from naive chunking to stale indexes, and practical fixes that improve answer quality.",
    metaKeywords:
      "RAG, retrieval augmented generation, hybrid search, vector search, chunking, LLM integration",
  },
  {
    slug: "keeping-llm-inference-costs-predictable",
    title: "Keeping LLM Inference Costs Predictable as Usage Grows",
    excerpt:
      "Inference bills tend to grow faster than usage. Practical techniques for keeping LLM costs under control without degrading the user experience.",
    content: `The first invoice from a language model provider is usually small enough to ignore. The one that arrives after a successful launch often is not. Costs grow with usage, but they also grow with longer prompts, larger context windows, retries and features that quietly call the model more often than anyone planned. This article collects the techniques we use to keep inference spending predictable.

## Measure cost per outcome, not per month

A monthly total tells you very little. What matters is the cost of each useful outcome: a resolved support ticket, a processed document, a generated report. Tag every model call with the feature and the step it belongs to, and record input and output tokens. With this in place you can answer questions such as "what does one summarised contract cost us?" and spot regressions when a change doubles it.

## Trim the prompt

Prompts tend to accumulate. Instructions are added after each incident and rarely removed, examples multiply, and retrieval passes in ten passages when three would do. A periodic review often cuts input tokens by a third or more. Look for:

- instructions that duplicate each other or contradict newer ones,
- few-shot examples that no longer change outcomes on your evaluation set,
- retrieved context that is rarely cited in answers,
- conversation history that could be summarised rather than replayed in full.

Always confirm reductions against your evaluation set. Shorter is only better if quality holds.

## Route requests to the right model

Not every request needs the most capable model. A routing layer can send simple, well-defined tasks to a smaller and cheaper model, and reserve the larger one for complex cases. Routing can be rule-based to begin with:

\`\`\`ts
type Task = { kind: "classify" | "extract" | "draft"; inputTokens: number };

export function chooseModel(task: Task): string {
  if (task.kind === "classify") return "small-model";
  if (task.kind === "extract" && task.inputTokens < 4000) return "small-model";
  return "large-model";
}
\`\`\`

Later, you can replace rules with a lightweight classifier trained on your own traffic. In our projects, sensible routing commonly moves the majority of calls to the cheaper tier with no measurable drop in quality.

## Cache aggressively, but carefully

Many applications ask the same questions repeatedly. Exact-match caching of responses for identical inputs is simple and safe. Semantic caching, which reuses answers for similar questions, saves more but needs care: two questions can look alike and require different answers. Many providers also offer prompt caching for long, stable prefixes such as system instructions, which reduces cost for repeated context.

Remember that cached responses may contain personal data. Apply the same retention and access rules as for any other stored user data.

## Control output length

Output tokens are usually priced higher than input tokens. Ask for concise formats, set sensible maximum lengths, and prefer structured outputs over free prose where the result is consumed by code. A classifier that returns a single label is far cheaper than one that explains its reasoning in three paragraphs.

## Batch what is not urgent

Overnight enrichment, bulk classification and report generation rarely need an instant response. Many providers offer discounted batch processing for exactly this kind of work. Moving non-interactive jobs to a queue also smooths load and reduces the chance of hitting rate limits during busy periods.

## Set budgets and alerts

Finally, treat cost as an operational metric. Set daily budgets per feature, alert when spending deviates from the expected pattern, and put hard limits on anything that could loop, such as agents that call tools repeatedly. A runaway loop discovered at the end of the month is an expensive lesson.

> Cost control is not about using the cheapest model. It is about knowing what each outcome costs and making that number a deliberate choice.

If your inference spending is growing faster than your usage, [we can help you find out why](/#contact). More practical notes are on our [blog](/blog).`,
    category: "LLM Integration",
    author: null,
    imageUrl: null,
    readTime: "4 min read",
    published: true,
    publishedDate: "2026-05-19T09:00:00.000Z",
    viewCount: 1318,
    tags: ["llm", "cost optimisation", "inference", "caching"],
    metaDescription:
      "Practical ways to keep LLM inference costs predictable: cost per outcome, prompt trimming, model routing, caching, batching and budget alerts.",
    metaKeywords: "LLM costs, inference cost, model routing, prompt caching, AI cost optimisation",
  },
  {
    slug: "fine-tuning-vs-prompting-decision-guide",
    title: "Fine-Tuning or Prompting? A Decision Guide for Product Teams",
    excerpt:
      "Fine-tuning sounds like the serious option, but it is often not the right first step. A practical way to decide between prompting, retrieval and fine-tuning.",
    content: `One of the most frequent questions we hear at the start of a project is whether the client should fine-tune a model. It is a reasonable question. Fine-tuning sounds like the thorough, professional option, and it promises a model that truly understands the business. Yet in most of the projects we deliver, fine-tuning is either unnecessary or something to consider later, once simpler approaches have been exhausted.

## Three tools for three different problems

It helps to be clear about what each technique actually changes.

- **Prompting** changes the instructions and examples the model sees at request time. It is fast to iterate, cheap to try and easy to roll back.
- **Retrieval** changes the information the model has access to. It is the right tool when the model needs facts it was not trained on, especially facts that change.
- **Fine-tuning** changes the model's weights using your own examples. It is best at teaching a consistent style, format or narrow behaviour, not at adding large bodies of knowledge.

A common mistake is to fine-tune in the hope of teaching a model the contents of a product catalogue or policy library. The model may pick up some of the vocabulary, but it will not reliably recall specific facts, and it will not know about anything that changed after training. Retrieval is almost always the better fit for knowledge.

## When prompting is enough

Start with prompting when:

- the task can be described clearly in a few paragraphs,
- a handful of examples demonstrates the desired output,
- requirements are still changing, which they usually are early in a project.

Modern hosted models follow detailed instructions remarkably well. A structured prompt with clear rules, a defined output format and three or four representative examples often reaches acceptable quality within days.

## When fine-tuning earns its place

Fine-tuning becomes attractive in a few specific situations:

1. **Consistency at scale.** You need a very specific output style or structure across millions of calls, and prompt-based approaches still drift.
2. **Cost and latency.** A smaller fine-tuned model can match a larger general model on a narrow task, at a fraction of the cost per call.
3. **Long, repetitive prompts.** If every request carries thousands of tokens of instructions and examples, teaching that behaviour to the model can shrink prompts considerably.
4. **Specialised language.** Domains with unusual terminology or formats, where general models consistently misinterpret inputs.

Even then, fine-tuning requires a good dataset. Several hundred to a few thousand high-quality examples is a typical starting point, and those examples need to be reviewed, not simply exported from logs.

## A simple decision path

When clients ask us to decide, we work through these questions in order:

1. Have we written a clear prompt and measured it on an evaluation set? If not, do that first.
2. Are the failures caused by missing or outdated knowledge? If so, add or improve retrieval.
3. Are the remaining failures about format, tone or consistency? Try better examples and structured outputs.
4. Is quality acceptable, but cost or latency too high? Consider fine-tuning a smaller model.
5. Is quality still not acceptable on a narrow task with plenty of good examples? Consider fine-tuning.

> Fine-tuning is a way to optimise something that already works, rather than a way to make something work in the first place.

## Hidden costs to consider

Fine-tuned models have to be retrained when the base model is deprecated, when requirements change or when the data drifts. They need their own evaluation, versioning and deployment process. None of this is difficult for a team with MLOps practices in place, but it should be included in the business case.

If you are weighing up the options for a specific use case, [we are happy to talk it through](/#contact). You may also find our article on [scoping an AI proof of concept](/blog/scoping-an-ai-proof-of-concept) useful.`,
    category: "Machine Learning",
    author: "Jonas Lindqvist",
    imageUrl: null,
    readTime: "4 min read",
    published: true,
    publishedDate: "2026-02-24T09:30:00.000Z",
    viewCount: 1987,
    tags: ["fine-tuning", "prompt engineering", "llm", "machine learning"],
    metaDescription:
      "Should you fine-tune a model or improve your prompts? A practical decision guide covering prompting, retrieval and fine-tuning trade-offs.",
    metaKeywords:
      "fine-tuning, prompt engineering, RAG vs fine-tuning, LLM customisation, machine learning",
  },
  {
    slug: "gradient-boosting-for-tabular-data",
    title: "Why Gradient Boosting Still Wins on Most Tabular Problems",
    excerpt:
      "Amid the attention on large language models, classic gradient-boosted trees remain the workhorse for business data in tables. Here is why, and how to use them well.",
    content: `Much of the current conversation about AI centres on language models, and for good reason. But a large share of the business problems we work on involve structured, tabular data: customer records, transactions, sensor readings, order histories. For these problems, gradient-boosted decision trees remain the most reliable starting point, and frequently the final answer.

## What makes tabular data different

Tabular datasets tend to have a mix of numerical and categorical columns, missing values, skewed distributions and features with very different scales. The relationships between features are often irregular: a discount matters a great deal below a certain price and very little above it. Tree-based models handle these characteristics naturally, without extensive preprocessing.

Deep learning approaches for tabular data exist and continue to improve, but in our experience they rarely outperform a well-tuned boosted model on typical business datasets of thousands to a few million rows, and they usually require more effort to train and explain.

## Why we reach for boosting first

- **Strong performance with modest tuning.** Sensible defaults get close to the best achievable result on many problems.
- **Tolerance of messy data.** Missing values and categorical features are handled directly by modern libraries.
- **Speed.** Training on a laptop in minutes makes iteration fast.
- **Explainability.** Feature importance and SHAP values give stakeholders a clear view of what drives predictions, which matters for trust and, in some cases, regulation.

## A minimal, honest baseline

The most important part of any tabular project is the validation strategy, not the model. For time-dependent data, such as demand forecasting or churn prediction, random splits leak future information into training and produce optimistic results. Split by time instead.

\`\`\`python
import lightgbm as lgb
import pandas as pd
from sklearn.metrics import roc_auc_score

df = pd.read_parquet("customers.parquet").sort_values("snapshot_date")
cutoff = df["snapshot_date"].quantile(0.8)
train = df[df["snapshot_date"] <= cutoff]
valid = df[df["snapshot_date"] > cutoff]

features = [c for c in df.columns if c not in ("customer_id", "snapshot_date", "churned")]

model = lgb.LGBMClassifier(n_estimators=2000, learning_rate=0.03, num_leaves=31)
model.fit(
    train[features], train["churned"],
    eval_set=[(valid[features], valid["churned"])],
    callbacks=[lgb.early_stopping(100)],
)

print("Validation AUC:", roc_auc_score(valid["churned"], model.predict_proba(valid[features])[:, 1]))
\`\`\`

This baseline takes an afternoon to build and gives you an honest reference point for everything that follows.

## Where the real gains come from

Once a baseline exists, improvements rarely come from switching algorithms. They come from:

1. **Better features.** Aggregates over time windows, ratios, recency measures and domain-specific signals almost always matter more than hyperparameters.
2. **Cleaner labels.** Ambiguous or inconsistent targets cap performance regardless of the model.
3. **The right metric.** Accuracy is misleading on imbalanced problems. Choose a metric that reflects the business cost of errors, such as precision at the top ten per cent of scored customers.
4. **Calibration.** If downstream decisions use predicted probabilities, check that a predicted 30% really means roughly 30%.

## Where language models fit in

This is not a case of one technology against another. Language models are useful alongside tabular models, for example to extract structured features from free-text notes, categorise support messages or summarise the drivers behind a prediction for a sales team. The combination often works better than either alone.

> Start with the simplest model that respects your data and your validation strategy. Complexity should be earned by measurable gains.

If you have a forecasting, scoring or classification problem sitting in a database, [get in touch](/#contact). Our article on [monitoring data drift](/blog/monitoring-data-drift-in-production) covers what happens after deployment.`,
    category: "Machine Learning",
    author: "Lena Hoffmann",
    imageUrl: null,
    readTime: "3 min read",
    published: true,
    publishedDate: "2026-06-11T08:00:00.000Z",
    viewCount: 874,
    tags: ["machine learning", "tabular data", "gradient boosting", "forecasting"],
    metaDescription:
      "Why gradient-boosted trees remain the best starting point for tabular business data, with a time-based validation baseline and tips on features and metrics.",
    metaKeywords:
      "gradient boosting, LightGBM, tabular data, churn prediction, machine learning baseline",
  },
  {
    slug: "monitoring-data-drift-in-production",
    title: "Monitoring Data Drift in Production Without Drowning in Alerts",
    excerpt:
      "Models degrade silently when the world changes. A pragmatic approach to drift monitoring that catches real problems and ignores the noise.",
    content: `A machine learning model is trained on a snapshot of the world. The moment it goes into production, that world begins to change: customers behave differently, suppliers update their formats, a marketing campaign brings in a new audience. The model keeps producing predictions with the same apparent confidence, even as their quality declines. Drift monitoring is how you notice.

The difficulty is not detecting change. Almost everything changes a little, all the time. The difficulty is deciding which changes matter.

## Three kinds of drift

It is useful to separate three related ideas:

- **Data drift:** the distribution of input features changes. For example, average order value rises after a price increase.
- **Concept drift:** the relationship between inputs and the target changes. The same customer profile becomes more or less likely to churn.
- **Prediction drift:** the distribution of the model's outputs shifts, which is often the earliest visible symptom of either of the above.

Data and prediction drift can be measured immediately. Concept drift can only be confirmed once ground-truth labels arrive, which may take days or months.

## Choosing what to measure

Monitoring every feature with a statistical test produces a flood of alerts, most of which are irrelevant. We recommend starting with:

1. The model's output distribution.
2. The ten or so most important features, based on feature importance from training.
3. Data quality signals: missing value rates, unexpected categories and out-of-range values.
4. Performance metrics on labelled data, as soon as labels become available.

The Population Stability Index (PSI) is a simple and widely understood measure for comparing a current distribution with a reference one:

\`\`\`python
import numpy as np

def psi(reference, current, bins=10):
    edges = np.quantile(reference, np.linspace(0, 1, bins + 1))
    edges[0], edges[-1] = -np.inf, np.inf
    ref_pct = np.histogram(reference, edges)[0] / len(reference)
    cur_pct = np.histogram(current, edges)[0] / len(current)
    ref_pct = np.clip(ref_pct, 1e-6, None)
    cur_pct = np.clip(cur_pct, 1e-6, None)
    return float(np.sum((cur_pct - ref_pct) * np.log(cur_pct / ref_pct)))
\`\`\`

A common rule of thumb treats values below 0.1 as stable, 0.1 to 0.25 as worth watching, and above 0.25 as a significant shift. Treat these as starting points and tune them to your data.

## Reducing alert fatigue

Alerts that fire constantly are soon ignored. A few practices keep them meaningful:

- **Use sensible windows.** Compare a week of data with the training reference, not an hour. Short windows are noisy.
- **Require persistence.** Alert only when a threshold is exceeded for several consecutive periods.
- **Weight by importance.** Drift in a feature the model barely uses rarely deserves a page.
- **Separate data quality from drift.** A column that is suddenly empty is an incident for the data team, not a modelling question.
- **Route by severity.** Send minor drift to a weekly report, and only critical signals to an on-call channel.

## Deciding what to do

Detection is only useful if it leads to a decision. For each alert type, agree the response in advance:

- Investigate the upstream source when data quality signals fire.
- Review recent labelled performance when prediction drift persists.
- Retrain on recent data when performance drops below an agreed threshold, and validate the new model against the same evaluation set before promotion.

> Drift is normal. Unmanaged drift is the problem. The goal is not zero alerts, but alerts that someone acts on.

## Keep a reference you can trust

Finally, store the reference distributions alongside each model version. When you retrain, the reference should move with the model. Without this, comparisons quickly become meaningless.

If your models are in production without this kind of visibility, [our MLOps team can help](/#contact). See also our guide to [CI/CD for machine learning](/blog/ci-cd-for-machine-learning-models).`,
    category: "MLOps",
    author: "Tomás Verhoeven",
    imageUrl: null,
    readTime: "4 min read",
    published: true,
    publishedDate: "2026-07-07T09:00:00.000Z",
    viewCount: 962,
    tags: ["mlops", "monitoring", "data drift", "machine learning"],
    metaDescription:
      "A pragmatic approach to monitoring data drift in production ML systems: what to measure, PSI, reducing alert fatigue and agreeing responses.",
    metaKeywords:
      "data drift, concept drift, model monitoring, MLOps, population stability index, PSI",
  },
  {
    slug: "ci-cd-for-machine-learning-models",
    title: "CI/CD for Machine Learning Models: A Pipeline That Fits a Small Team",
    excerpt:
      "You do not need a platform team to deploy models safely. A lean CI/CD setup for machine learning that a small team can build and maintain.",
    content: `Many organisations we work with have one or two data scientists and a handful of software engineers. They have models that work in notebooks, and a deployment process that consists of someone copying a file to a server. Enterprise MLOps platforms look attractive but are often more than such a team can adopt. The good news is that a lean, reliable pipeline can be built from tools the team already uses.

## What the pipeline needs to guarantee

Before choosing tools, agree on what the pipeline must ensure:

- Every model in production can be traced back to the exact code, data snapshot and parameters that produced it.
- No model reaches production without passing automated checks.
- Promotion and rollback are single, reversible steps.
- The serving code and the training code use the same feature logic.

Everything else is a refinement.

## Version code, data and models together

Code lives in Git. Data and model artefacts are too large for Git, but they still need versions. A straightforward approach is to store training datasets as immutable, dated snapshots in object storage, and to record the snapshot identifier with every training run. Model artefacts go into a registry, which can be a dedicated tool or simply a structured storage bucket with metadata files, as long as each entry records its code commit, data snapshot, metrics and status.

## Automate the checks

A pipeline for a typical classification model might run on every merge to the main branch:

\`\`\`yaml
name: train-and-evaluate
on:
  push:
    branches: [main]
jobs:
  pipeline:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - name: Install dependencies
        run: pip install -r requirements.txt
      - name: Unit tests for feature code
        run: pytest tests/features
      - name: Validate training data
        run: python -m pipeline.validate_data --snapshot latest
      - name: Train candidate model
        run: python -m pipeline.train --snapshot latest
      - name: Evaluate against production model
        run: python -m pipeline.evaluate --baseline production --min-gain 0.0
      - name: Register candidate
        run: python -m pipeline.register --status staging
\`\`\`

The important steps are data validation and the comparison with the current production model. Data validation catches schema changes, missing values and suspicious distributions before they reach training. The comparison ensures that a new model is at least as good as the one it would replace on a fixed evaluation set, including any slices the business cares about, such as specific regions or customer segments.

## Share feature logic between training and serving

A frequent source of silent errors is feature code that is written twice: once in a notebook for training, and again in the application for serving. Small differences, such as how missing values are filled or how dates are handled, cause the model to see different inputs in production. Package the feature transformations as a library imported by both the training pipeline and the serving code, and test it like any other library.

## Promote gradually

When a candidate passes its checks, deploy it alongside the current model first. Two patterns work well for small teams:

1. **Shadow mode:** the new model receives real traffic and its predictions are logged but not used. Compare them with the current model for a week.
2. **Canary release:** route a small percentage of requests to the new model and watch business and technical metrics before increasing the share.

Rollback should be a configuration change that points serving back to the previous registry entry. If it requires retraining or a code deployment, it is too slow.

## Close the loop with monitoring

Deployment is not the end of the pipeline. Feed production monitoring, including drift signals and labelled performance, back into the decision about when to retrain. Our article on [monitoring data drift](/blog/monitoring-data-drift-in-production) describes how we set this up.

> A modest pipeline that runs on every change is worth more than a sophisticated platform that nobody has time to adopt.

If you would like help moving models from notebooks into a dependable deployment process, [contact our MLOps team](/#contact).`,
    category: "MLOps",
    author: "Aoife Brennan",
    imageUrl: null,
    readTime: "4 min read",
    published: true,
    publishedDate: "2026-08-18T08:15:00.000Z",
    viewCount: 541,
    tags: ["mlops", "ci/cd", "deployment", "automation"],
    metaDescription:
      "A lean CI/CD pipeline for machine learning models that a small team can maintain: versioning, automated checks, shared features and safe promotion.",
    metaKeywords:
      "MLOps, CI/CD for machine learning, model registry, model deployment, shadow deployment, canary release",
  },
  {
    slug: "case-study-invoice-processing-for-a-logistics-company",
    title: "Case Study: Automating Invoice Processing for a Mid-Sized Logistics Company",
    excerpt:
      "How we helped a European logistics operator cut manual invoice handling by around 70% with document extraction, validation rules and a human review queue.",
    content: `Our client is a logistics company operating road freight and warehousing services across several EU countries. Its finance team processes thousands of supplier invoices every month from carriers, fuel suppliers, toll operators and subcontracted warehouses. The invoices arrive as PDFs, scanned paper and occasionally photographs, in five languages and dozens of layouts.

Before the project, every invoice was keyed in by hand and matched against purchase orders and delivery records. Month-end close regularly slipped, and the team spent much of its time on data entry rather than supplier queries and analysis.

## The goal

We agreed three measurable objectives at the outset:

- Reduce the share of invoices requiring manual data entry by at least half.
- Keep the error rate on posted invoices at or below the existing manual process.
- Shorten the average time from receipt to approval.

Equally important was what the system would not do: it would never approve payments on its own. Every invoice would still pass through the existing approval workflow.

## Our approach

### Extraction

We combined optical character recognition with a language model prompted to return a fixed JSON structure: supplier details, invoice number, dates, VAT identifiers, currency, line items and totals. Rather than building a separate template for each supplier, the model handled layout variation, while a small set of supplier-specific hints covered a few persistent edge cases.

### Validation

Extraction alone is not enough for financial data. Every extracted invoice passed through deterministic validation rules:

1. Line items must add up to the stated net total, and net plus VAT must equal the gross total.
2. The VAT identifier must match the supplier record in the finance system.
3. The invoice number must not already exist for that supplier.
4. Amounts must match the relevant purchase order or delivery record within an agreed tolerance.

These rules acted as guardrails around the model. An invoice that failed any check was routed to review with the specific reason highlighted.

### Human review

We built a simple review screen showing the original document beside the extracted fields, with failing fields marked. Reviewers could correct values in place. Each correction was stored and used to expand the evaluation set, so recurring problems became visible quickly.

## Data protection

Invoices from sole traders can contain personal data. Processing took place in EU data centres under a data processing agreement, documents were retained according to the client's existing accounting retention schedule, and logs stored only document identifiers and validation outcomes, not invoice content.

## Results

After a three-month rollout, measured over the following quarter:

- Around 70% of invoices passed all validation checks and required no manual data entry.
- The error rate on posted invoices was slightly lower than the manual baseline, largely because duplicate and arithmetic checks were now applied consistently.
- Median time from receipt to approval fell from six working days to two.
- Reviewers reported that the remaining work, resolving discrepancies and querying suppliers, was more meaningful than typing.

> The most valuable part of the system turned out to be the validation rules, not the model. They made every automated decision explainable to the auditors.

## Lessons learned

- **Start with the review interface.** It gave the finance team confidence from the first week and produced the labelled data we needed.
- **Measure per supplier.** A handful of suppliers accounted for most failures, and targeted fixes had an outsized effect.
- **Keep humans in charge of money.** Automation handled data entry; people kept authority over payments.

If your organisation processes high volumes of documents by hand, [we would be glad to discuss a similar approach](/#contact). You can read more about our thinking on [production-ready AI features](/blog/building-production-ready-ai-features).`,
    category: "Case Studies",
    author: "Marta Kowalska",
    imageUrl: null,
    readTime: "4 min read",
    published: true,
    publishedDate: "2026-05-05T08:00:00.000Z",
    viewCount: 1540,
    tags: ["case study", "document processing", "automation", "logistics"],
    metaDescription:
      "How a European logistics company cut manual invoice entry by around 70% using AI document extraction, validation rules and human review.",
    metaKeywords:
      "invoice automation, document extraction, logistics AI, accounts payable automation, case study",
  },
  {
    slug: "case-study-support-ticket-triage-for-a-software-provider",
    title: "Case Study: Faster Support Ticket Triage for a B2B Software Provider",
    excerpt:
      "A B2B software provider was losing hours each day to manual ticket routing. We built an LLM-assisted triage system that now routes most tickets correctly within seconds.",
    content: `Our client develops scheduling and workforce management software used by healthcare and retail organisations across Europe. Its support team handles a steady stream of tickets by email and through an in-app form, in English, German, Dutch and French. Each ticket had to be read, categorised, prioritised and assigned to one of seven specialist queues before anyone could start working on it.

Triage was done by whichever agent was free, and it was inconsistent. Urgent issues sometimes waited in the wrong queue for hours, while routine questions were escalated unnecessarily. The support lead estimated that triage alone consumed the equivalent of two full-time roles.

## Defining the task

We began by reviewing several thousand historical tickets with the support lead. Together we clarified the categories, wrote short definitions for each, and agreed on priority rules. This step revealed that two of the seven queues overlapped heavily, and the client merged them before we built anything. Clarifying the process delivered value before a single model call was made.

The system had three jobs:

- Assign a category and target queue.
- Suggest a priority based on agreed rules, such as whether a production outage was reported.
- Produce a two-sentence summary for the agent picking up the ticket.

## Building the triage pipeline

We used a hosted language model with a structured prompt containing the category definitions and a small number of examples per category. The model returned a fixed JSON object, which was validated before use. If the model's confidence was low, or if validation failed, the ticket went to a general queue for manual triage, exactly as before.

Priority was handled differently. Rather than letting the model decide, we asked it to extract specific signals, such as whether the customer reported that no users could log in, and applied the client's priority rules in code. This kept the logic transparent and easy to adjust.

Before going live, we ran the system in shadow mode for three weeks. It processed every incoming ticket, but its decisions were only logged. We compared them with the human triage and reviewed disagreements with the support lead. In a noticeable number of cases, the model's choice turned out to be the better one.

## Privacy considerations

Tickets often include names, email addresses and sometimes details about the client's own customers. We masked direct identifiers before sending text to the model, used a provider offering EU data processing with no training on customer inputs, and limited log retention to thirty days.

## Results

Three months after launch:

1. About 85% of tickets were routed automatically, with the remainder sent to manual triage.
2. Routing accuracy on automatically handled tickets, measured by how often agents reassigned them, was higher than the previous manual process.
3. Median time to first response on high-priority tickets fell by more than half.
4. Agents said the summaries saved them time, particularly on long email threads.

> We expected to save time on routing. The bigger win was that urgent issues stopped getting lost.

## What we would do again

- **Fix the process first.** Merging overlapping queues simplified the task for both people and the model.
- **Keep rules in code where they exist.** Business rules such as priority belong in readable logic, not in a prompt.
- **Use shadow mode.** Three weeks of side-by-side comparison built trust and surfaced edge cases safely.

If your team spends too much time sorting work instead of doing it, [let us know](/#contact). We also write about [evaluating LLM outputs](/blog/evaluating-llm-outputs-before-launch), which underpinned this project.`,
    category: "Case Studies",
    author: null,
    imageUrl: null,
    readTime: "3 min read",
    published: true,
    publishedDate: "2026-09-22T08:30:00.000Z",
    viewCount: 318,
    tags: ["case study", "customer support", "llm", "automation"],
    metaDescription:
      "How a B2B software provider automated support ticket triage with an LLM, routing about 85% of tickets automatically and halving urgent response times.",
    metaKeywords:
      "ticket triage, customer support AI, LLM classification, support automation, case study",
  },
  {
    slug: "adding-ai-features-to-an-existing-mobile-app",
    title: "Adding AI Features to an Existing Mobile App Without a Rewrite",
    excerpt:
      "You do not need to rebuild your app to add useful AI features. How to introduce them incrementally, with attention to latency, cost and privacy.",
    content: `Many of our clients already have a mobile app with a loyal user base. They want to add AI capabilities such as smarter search, summaries, or help with filling in forms, but they cannot justify rebuilding an app that works. The good news is that a rewrite is almost never necessary. Most AI features can be introduced incrementally, with careful attention to the constraints that make mobile different.

## Put the intelligence behind an API

The simplest and most flexible architecture keeps model calls on the server. The app talks to your own backend, which in turn calls the model provider. This has several advantages:

- API keys never ship inside the app, where they could be extracted.
- You can change prompts, models and providers without releasing a new app version and waiting for store review.
- Guardrails, logging and rate limiting live in one place.

On-device models are improving and are worth considering for specific tasks such as offline text classification or image labelling, but server-side is the right default for most first features.

## Choose features that suit mobile

Mobile users are often interrupted, on slow connections and looking at a small screen. Features that work well in this context include:

1. **Natural language search** over content the user already has, such as orders, bookings or documents.
2. **Short summaries** of long content, such as a thread of messages or a lengthy report.
3. **Smart form filling**, for example extracting details from a photographed receipt or document.
4. **Suggested replies or actions** that the user can accept with a single tap.

Features that require long, open-ended conversations are usually better suited to larger screens.

## Design for latency

Model responses can take several seconds, which feels long on a phone. A few techniques help:

- Stream responses so that text appears progressively rather than all at once.
- Show meaningful progress, not just a spinner, such as "Reading your receipt".
- Precompute where possible. Summaries of content that changes rarely can be generated in the background and cached.
- Set timeouts and show a useful fallback if the model is slow.

A minimal client call with a timeout might look like this in a React Native app:

\`\`\`ts
export async function fetchSummary(threadId: string, token: string) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 8000);
  try {
    const res = await fetch("https://api.example.com/v1/summaries/" + threadId, {
      headers: { Authorization: "Bearer " + token },
      signal: controller.signal,
    });
    if (!res.ok) return null;
    return (await res.json()) as { summary: string };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
\`\`\`

Returning null and showing the original content is a perfectly acceptable fallback.

## Respect privacy and store policies

Users are rightly sensitive about what happens to their data. Explain clearly in the interface when content is sent for AI processing, and update your privacy notice accordingly. App store guidelines also expect transparency about data collection and, increasingly, about AI-generated content. Under the GDPR, minimise what you send and choose providers with appropriate contractual and residency commitments.

## Roll out behind feature flags

Use remote feature flags to enable AI features for a small group of users first. This lets you measure engagement, latency and cost per active user before a wider rollout, and switch the feature off instantly if something goes wrong, without an app release.

> The best AI features in mobile apps rarely feel like AI features. They feel like the app has become a little more helpful.

If you have an app you would like to extend, [contact us](/#contact) to discuss where AI could add the most value.`,
    category: "AI Development",
    author: "Aoife Brennan",
    imageUrl: null,
    readTime: "4 min read",
    published: false,
    publishedDate: null,
    viewCount: 0,
    tags: ["mobile", "ai development", "react native", "product"],
    metaDescription:
      "How to add AI features to an existing mobile app without a rewrite: server-side architecture, suitable features, latency, privacy and staged rollout.",
    metaKeywords:
      "mobile AI features, AI in mobile apps, React Native AI, app modernisation, AI development",
  },
  {
    slug: "observability-for-llm-agents",
    title: "Observability for LLM Agents: Tracing Steps, Tools and Costs",
    excerpt:
      "Agents that plan and call tools are powerful and hard to debug. What to trace, how to structure it and which metrics tell you an agent is misbehaving.",
    content: `LLM agents, systems in which a model plans a sequence of steps and calls tools to carry them out, are moving from experiments into production. They can handle tasks that a single prompt cannot, such as researching a question across several systems or completing a multi-step workflow. They are also much harder to understand when something goes wrong. A single user request may involve a dozen model calls and tool invocations, any of which could be the source of a poor result.

Observability is what turns an agent from a black box into a system you can operate.

## Trace the whole run, not individual calls

Logging each model call separately is not enough. You need to see how calls relate to each other within a single task. The most practical approach is to borrow from distributed tracing: each user request starts a trace, and each planning step, model call and tool invocation becomes a span within it.

For every span, record:

- the step type (plan, model call, tool call, validation),
- inputs and outputs, with personal data masked or omitted,
- model identifier and prompt version for model calls,
- token counts, latency and cost,
- errors and retries.

OpenTelemetry works well for this, and several tools now offer conventions for generative AI spans. Using an open standard avoids locking your telemetry into a single vendor.

## Metrics that reveal problems

Beyond traces, a few aggregate metrics quickly show when an agent is struggling:

1. **Steps per task.** A sudden rise usually means the agent is looping or failing to make progress.
2. **Tool error rate.** Failing tools often cause the agent to retry or improvise, with unpredictable results.
3. **Cost per completed task.** This captures the combined effect of longer runs and larger prompts.
4. **Task completion rate.** The share of runs that end with a valid result rather than a timeout or fallback.
5. **Human escalation rate.** How often the agent hands over to a person.

## Put limits in place

Agents should operate within explicit budgets. Cap the number of steps per task, the total tokens per run and the time allowed. When a limit is reached, stop cleanly and return a clear message rather than continuing indefinitely.

\`\`\`ts
const limits = { maxSteps: 12, maxTokens: 60000, maxMs: 45000 };

export function checkBudget(run: { steps: number; tokens: number; startedAt: number }) {
  if (run.steps >= limits.maxSteps) return "step-limit";
  if (run.tokens >= limits.maxTokens) return "token-limit";
  if (Date.now() - run.startedAt >= limits.maxMs) return "time-limit";
  return null;
}
\`\`\`

Record which limit was hit as part of the trace. Frequent step limits on one kind of task point to a planning problem worth investigating.

## Make traces useful for evaluation

Traces are valuable beyond debugging. A failed run, with its full sequence of steps, is an excellent evaluation case. We routinely sample traces each week, have a domain expert review a subset, and add representative failures to the evaluation set. Over time, this creates a regression suite that reflects how the agent really behaves.

## Mind the data

Agent traces can contain a great deal of sensitive information, because agents read from internal systems. Decide what to capture, mask identifiers, restrict access to traces and set a retention period. Under the GDPR, the observability store is a processing activity like any other.

> If you cannot replay what an agent did and why, you are not ready to give it more responsibility.

We help teams design and operate agent-based systems with proper monitoring. [Get in touch](/#contact) or read our article on [keeping inference costs predictable](/blog/keeping-llm-inference-costs-predictable).`,
    category: "MLOps",
    author: "Jonas Lindqvist",
    imageUrl: null,
    readTime: "3 min read",
    published: true,
    publishedDate: null,
    goesLiveInDays: 7,
    viewCount: 0,
    tags: ["mlops", "llm agents", "observability", "monitoring"],
    metaDescription:
      "How to make LLM agents observable in production: end-to-end tracing, key metrics, budget limits, evaluation from traces and handling sensitive data.",
    metaKeywords: "LLM agents, AI observability, OpenTelemetry, agent monitoring, MLOps, tracing",
  },
];
