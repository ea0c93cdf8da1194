import type { CollectionConfig } from 'payload'

import { collectionWithAdminWords } from '../admin-words'
import { collectionForDesks } from '../sales-desk'

import { AlertSubscriptions } from './AlertSubscriptions'
import { Articles } from './Articles'
import { Awards, Employees, Reviews } from './People'
import { Banners, FeedbackImages, Photos, Videos } from './Gallery'
import { Cities } from './Cities'
import { Complexes } from './Complexes'
import { ConstructionProgress } from './ConstructionProgress'
import { Contacts } from './Contacts'
import { CrmSyncRuns } from './CrmSyncRuns'
import { EstateCategories } from './EstateCategories'
import { Estates } from './Estates'
import { EstatePriceChanges } from './EstatePriceChanges'
import { Houses } from './Houses'
import { InstallmentPlans, MortgagePrograms } from './Programs'
import { LeadComments } from './LeadComments'
import { LeadFiles } from './LeadFiles'
import { Leads } from './Leads'
import { ReservationHolds } from './ReservationHolds'
import { Localizations } from './Localizations'
import { Media } from './Media'
import { Promotions } from './Promotions'
import { PropertyDescriptions } from './PropertyDescriptions'
import { Redirects } from './Redirects'
import { Restorations } from './Restorations'
import { Users } from './Users'
import { Vacancies, VacancyCategories } from './Career'

/** Every collection, with the admin's words for it (admin-words.ts), and off a sales user's desk unless it is the leads' (sales-desk.ts). */
export const collections: CollectionConfig[] = [
  Complexes,
  Houses,
  Estates,
  EstatePriceChanges,
  CrmSyncRuns,
  EstateCategories,
  Restorations,
  Cities,
  ConstructionProgress,
  PropertyDescriptions,
  MortgagePrograms,
  InstallmentPlans,
  Articles,
  Promotions,
  Awards,
  Employees,
  Reviews,
  Photos,
  Videos,
  Banners,
  FeedbackImages,
  VacancyCategories,
  Vacancies,
  Contacts,
  Localizations,
  Redirects,
  Leads,
  ReservationHolds,
  AlertSubscriptions,
  LeadComments,
  LeadFiles,
  Media,
  Users,
]
  .map(collectionWithAdminWords)
  .map(collectionForDesks)
