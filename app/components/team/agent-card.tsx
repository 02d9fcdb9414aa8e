import Cpu from "~/components/icons/cpu";
import type { TeamDocument } from "~/schemas/site-pages";

type TeamMember = TeamDocument["members"][number];

const avatarGradients = [
  "from-violet-500 to-indigo-600",
  "from-fuchsia-500 to-pink-600",
  "from-cyan-500 to-blue-600",
  "from-emerald-500 to-teal-600",
];

export function AgentCard({ agent, index }: { agent: TeamMember; index: number }) {
  return (
    <article
      data-testid="agent-card"
      aria-labelledby={`agent-${index}`}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-center gap-4">
        {agent.photo ? (
          <img
            src={agent.photo}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            className="h-14 w-14 shrink-0 rounded-2xl object-cover"
          />
        ) : (
          <span
            aria-hidden
            className={`flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br text-xl font-bold text-white ${avatarGradients[index % avatarGradients.length]}`}
          >
            {agent.name.charAt(0)}
          </span>
        )}
        <div className="min-w-0">
          <h3 id={`agent-${index}`} className="text-lg font-semibold text-slate-900">
            {agent.name}
          </h3>
          <p className="text-sm font-medium text-brand-700">{agent.role}</p>
        </div>
      </div>
      {agent.model ? (
        <p className="mt-4 flex items-start gap-2 text-xs text-slate-600">
          <Cpu className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
          <span>
            <span className="sr-only">Model: </span>
            {agent.model}
          </span>
        </p>
      ) : null}
      <p className="mt-4 text-sm leading-relaxed text-slate-700">{agent.bio}</p>
      <ul aria-label={`${agent.name}'s specialties`} className="mt-4 flex flex-wrap gap-2">
        {agent.specialties.map((specialty, specialtyIndex) => (
          <li
            key={specialtyIndex}
            className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700"
          >
            {specialty}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <dl
          aria-label={`${agent.name}'s stats`}
          className="grid grid-cols-3 gap-2 border-t border-slate-100 pt-4 text-center"
        >
          {agent.stats.map((stat, statIndex) => (
            <div key={statIndex} className="flex flex-col-reverse justify-end">
              <dt className="mt-1 text-xs leading-tight text-slate-600">{stat.label}</dt>
              <dd className="text-base font-bold text-slate-900">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}
