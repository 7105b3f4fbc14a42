import { useLocation } from 'react-router-dom';
import { peopleScreen } from '@/screens/meetings';
import { PeoplePage } from './people-page';
import { PersonPage } from './person-page';

/** The people screen's pages (`/:scope/people`): everyone's, or with `?person=` one person's. */
export function PeoplePages() {
  const location = useLocation();
  const person = peopleScreen.match(location.pathname, location.search)?.values.person;
  return person ? <PersonPage personKey={person} /> : <PeoplePage />;
}

/** The route table loads the screen's module on demand and shows its default export. */
export default PeoplePages;
