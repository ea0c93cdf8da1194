import { OptimizedImage } from '@/components/media/OptimizedImage'
import { mediaPicture } from '@/components/media/picture'
import type { PublicEmployee } from '@/services/company'
import styles from './company.module.css'
import { cardRows } from '@/components/ui/card-rows'
import frame from '@/components/ui/page.module.css'

/**
 * Management and employees: photo, name, position. The photo sits in a square box, drawn even without a
 * photo, so every name in a row starts on one line whatever the pictures' sizes.
 */
export function PeopleGrid({ people }: { people: PublicEmployee[] }) {
  return (
    <ul className={`${frame.cards} ${styles.people}`} {...cardRows(people.length, { most: { lg: 4 } })}>
      {people.map((person) => {
        const photo = mediaPicture(person.photo, 'card', { width: 400, height: 400 })
        return (
          <li key={person.id} className={styles.person} data-testid="employee">
            <div className={styles.personPhoto}>{photo && <OptimizedImage {...photo} alt="" sizes="(max-width: 600px) 50vw, 12rem" />}</div>
            <h3 className={styles.personName}>{person.name}</h3>
            <p>{person.position}</p>
          </li>
        )
      })}
    </ul>
  )
}
