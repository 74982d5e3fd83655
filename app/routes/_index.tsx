import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ResponsiveImage } from "~/components/responsive-image";
import { getHomepage } from "~/models/content.server";
import { listProjects } from "~/models/projects.server";
import { LATEST_PROJECTS_COUNT, STUDIO_NAME } from "~/utils/constants";

export const meta: MetaFunction = () => [
  { title: "Paper Plane Project Studio — Architecture, Interior and Object Design" },
  { name: "description", content: "Architecture, interior and object design studio." },
];

export async function loader() {
  const [home, latest] = await Promise.all([getHomepage(), listProjects({ limit: LATEST_PROJECTS_COUNT })]);
  return { home, latest };
}

export default function Home() {
  const { home, latest } = useLoaderData<typeof loader>();
  const first = home.carouselImages[0];
  return (
    <main>
      {first ? <ResponsiveImage image={first} sizes="100vw" priority /> : null}
      <section aria-labelledby="intro">
        <h1 id="intro">{STUDIO_NAME}</h1>
        <p>{home.description}</p>
        <Link to="/studio">STUDIO</Link>
      </section>
      <section aria-labelledby="latest">
        <h2 id="latest">OUR LATEST UPDATE</h2>
        <ul>
          {latest.map((project) => (
            <li key={project.id}>
              <Link to={`/projects/detail/${project.link}`}>
                {project.image ? <ResponsiveImage image={project.image} sizes="33vw" /> : null}
                {project.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
