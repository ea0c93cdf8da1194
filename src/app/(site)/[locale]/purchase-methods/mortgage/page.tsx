import { calculatorRoute } from '../calculator-route'

const route = calculatorRoute('mortgage')

export const generateMetadata = route.generateMetadata
export default route.Page
