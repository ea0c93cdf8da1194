import type { CSSProperties, ReactNode } from 'react'

import leadForm from '@/components/forms/callback-form.module.css'
import formPanel from '@/components/forms/form-panel.module.css'
import { Button } from '@/components/ui/Button'
import { cardRows } from '@/components/ui/card-rows'
import frame from '@/components/ui/page.module.css'
import pill from '@/components/ui/pill-link.module.css'
import { SelectField } from '@/components/ui/SelectField'
import { TextAreaField } from '@/components/ui/TextAreaField'
import { TextField } from '@/components/ui/TextField'
import buttons from '@/components/ui/button.module.css'
import type { Translate } from '@/i18n/messages'
import { COLOURS, SPACING_SCALE, TYPE_SCALE } from './design-tokens'
import styles from './design-system.module.css'

/** The states a control is shown in; `data-demo` draws hover and focus without a pointer or focus. */
const STATES = ['default', 'hover', 'focus', 'selected', 'disabled'] as const
type State = (typeof STATES)[number]

const demo = (state: State) => (state === 'hover' || state === 'focus' ? { 'data-demo': state } : {})

/**
 * /test-ui's design system (issue 32): the tokens of src/components/tokens.css (type, spacing, colours,
 * each drawn with its variable), the card rows for one to seven cards, the states of buttons and links, and
 * a form's layout. Server-rendered: the states are static examples.
 */
export function DesignSystem({ t, projects }: { t: Translate; projects: Array<{ value: string; label: string }> }) {
  const stateName = (state: State) => t(`ds-state-${state}`)
  const controls: Array<{ name: string; render: (state: State) => ReactNode }> = [
    {
      name: t('ds-primary-button'),
      render: (state) =>
        state === 'selected' ? null : (
          <button type="button" className={`${buttons.button} ${buttons.primary}`} disabled={state === 'disabled'} {...demo(state)}>
            {t('purchase-cta-request')}
          </button>
        ),
    },
    {
      name: t('ds-outline-button'),
      render: (state) =>
        state === 'selected' ? null : (
          <button type="button" className={`${buttons.button} ${buttons.outline}`} disabled={state === 'disabled'} {...demo(state)}>
            {t('purchase-cta-calculate')}
          </button>
        ),
    },
    {
      name: t('ds-pill-link'),
      render: (state) =>
        state === 'disabled' ? (
          <a className={pill.pill} aria-disabled="true" role="link">
            {t('purchase-figure-flats')}
          </a>
        ) : (
          <a className={pill.pill} href="#ds-states" aria-current={state === 'selected' ? 'page' : undefined} {...demo(state)}>
            {t('purchase-figure-flats')}
          </a>
        ),
    },
    {
      name: t('ds-text-link'),
      render: (state) =>
        state === 'default' || state === 'focus' ? (
          <a href="#ds-states" {...demo(state)}>
            {t('prop-category-all')}
          </a>
        ) : null,
    },
  ]

  return (
    <section className={styles.system} aria-labelledby="ds-title" data-testid="design-system">
      <h2 id="ds-title">{t('ds-title')}</h2>
      <p className={styles.intro}>{t('ds-intro')}</p>

      <section className={styles.block} aria-labelledby="ds-type" data-testid="ds-type">
        <h3 id="ds-type">{t('ds-type')}</h3>
        <ul className={styles.typeScale}>
          {TYPE_SCALE.map((token) => (
            <li key={token.name}>
              <span className={styles.tokenLine}>
                <code className={styles.token}>{token.name}</code>
                <span className={styles.spacingValue}>{token.value}</span>
              </span>
              <span className={styles.typeSample} style={{ fontSize: `var(${token.name})` }}>
                {t('ds-type-sample')} — 12,360,000&nbsp;₸
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.block} aria-labelledby="ds-spacing" data-testid="ds-spacing">
        <h3 id="ds-spacing">{t('ds-spacing')}</h3>
        <ul className={styles.spacing}>
          {SPACING_SCALE.map((token) => (
            <li key={token.name}>
              <code className={styles.token}>{token.name}</code>
              <span className={styles.spacingValue}>{token.value}</span>
              <span className={styles.bar} style={{ width: `var(${token.name})` }} aria-hidden="true" />
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.block} aria-labelledby="ds-colours" data-testid="ds-colours">
        <h3 id="ds-colours">{t('ds-colours')}</h3>
        <ul className={styles.colours}>
          {COLOURS.map((token) => (
            <li key={token.name}>
              <span className={styles.swatch} style={{ background: `var(${token.name})` } as CSSProperties} aria-hidden="true" />
              <code className={styles.token}>{token.name}</code>
              <span className={styles.colourValue}>{token.value}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.block} aria-labelledby="ds-card-rows" data-testid="ds-card-rows">
        <h3 id="ds-card-rows">{t('ds-card-rows')}</h3>
        <p className={styles.intro}>{t('ds-card-rows-text')}</p>
        {[1, 2, 3, 4, 5, 6, 7].map((count) => {
          const rows = cardRows(count)
          return (
            <div key={count} className={styles.rowDemo}>
              <h4 className={styles.rowTitle}>{t('ds-cards-count', { count })}</h4>
              <p className={styles.rowNote}>{t('ds-columns', { md: rows['data-md'], lg: rows['data-lg'], xl: rows['data-xl'] })}</p>
              <ul className={frame.cards} {...rows} data-testid="ds-card-row" data-count={count}>
                {Array.from({ length: count }, (_, index) => (
                  <li key={index} className={styles.demoCard}>
                    {index + 1}
                  </li>
                ))}
              </ul>
            </div>
          )
        })}
      </section>

      <section className={styles.block} aria-labelledby="ds-states" data-testid="ds-states">
        <h3 id="ds-states">{t('ds-states')}</h3>
        <div className={styles.states}>
          {controls.map((control) => (
            <div key={control.name} className={styles.stateRow}>
              <h4 className={styles.rowTitle}>{control.name}</h4>
              <ul className={styles.stateList}>
                {STATES.map((state) => {
                  const example = control.render(state)
                  return example ? (
                    <li key={state} data-state-demo={state}>
                      <span className={styles.stateName}>{stateName(state)}</span>
                      {example}
                    </li>
                  ) : null
                })}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <section className={styles.block} aria-labelledby="ds-form" data-testid="ds-form">
        <h3 id="ds-form">{t('ds-form')}</h3>
        {/* The lead forms' own layout (callback, question, meeting, application) in the panel a page gives them. */}
        <div className={formPanel.panel}>
          <form className={leadForm.form} aria-labelledby="ds-form" action="#ds-form">
            <TextField id="ds-name" name="name" label={t('form-name')} autoComplete="name" />
            <TextField id="ds-phone" name="phone" type="tel" label={t('form-phone')} autoComplete="tel" />
            <TextField id="ds-email" name="email" type="email" label={t('form-email-optional')} autoComplete="email" />
            <SelectField id="ds-project" name="project" label={t('calc-project')} options={projects} placeholder={t('calc-any-project')} />
            <TextAreaField id="ds-message" name="message" label={t('question-message')} />
            <Button type="submit" block>
              {t('form-submit')}
            </Button>
          </form>
        </div>
      </section>
    </section>
  )
}
